/**
 * Memo classes whose meaning the payee's name does not carry:
 * - "for food stuff from market" sent to a person: the holder's own foodstuff bought through someone (convention 1),
 *   read above the help memos ("for food" alone stays help);
 * - a help memo cut by the line's width ("SCHOOL FEES SUPP"): still help to a person, not the person's own fees;
 * - an estate's power or diesel levy paid by transfer ("ESTATE POWER BILL", "DIESEL LEVY LIGHT"): the estate's light
 *   bill is a utility (conventions 8/9), while its dues and service charge stay housing;
 * - a lender collecting through a Remita direct-debit mandate ("TRF TO EASEMONI/REMITA DD"): a loan repayment, as
 *   Remita DD mandates are how salary-backed lenders collect; Remita itself is only the rail;
 * - a person returning money they borrowed from the holder ("refund of the money i borrowed"): a personal debt
 *   repaid (convention 2), not a merchant's refund;
 * - an allowance or a state's civil-service pay on a salaried account: salary;
 * - money taken out of one's own savings pocket ("Withdraw from Moniepoint Savings", "ACCESS GOALS WITHDRAWAL").
 */
import type { Rule } from './engine.ts';

const NOT_REFUND = ['refund', 'reversal', 'reversed'];

/** A household's foodstuff bought at the market through a person (cut forms included: the line ends mid-word). */
export const MARKET_FOODSTUFF = [
  'food stuff from market',
  'food stuff from marke',
  'food stuff from mark',
  'food stuff from',
  'food stuff fro',
  'food stuff fr',
  'food stuff f',
  'foodstuff from market',
  'foodstuff from',
  'food stuffs from',
];

/** Help memos the line's width cut ("SCHOOL FEES SUPP"): the whole memo is help, the cut leaves only "fees". */
export const CUT_HELP_MEMOS = [
  'school fees supp',
  'school fees suppo',
  'school fees suppor',
  'fees supp',
  'fees suppo',
  'fees suppor',
];

/**
 * An estate's light: its power bill, or the diesel levy named for the light. A bare "generator diesel levy" to a
 * residents' association stays with its dues (housing), as set I labels it.
 */
export const ESTATE_LIGHT = [
  'estate power bill',
  'estate power',
  'power bill',
  'levy light',
  'diesel levy light',
  'diesel and light',
  // "DIESEL LEVY ESTATE POWER" as the memo width cuts it ("… ESTATE POW", "… ESTATE P").
  'diesel levy estate power',
  'diesel levy estate pow',
  'diesel levy estate p',
  'estate light bill',
  'estate light bil',
  'estate light',
];

/** What a person writes when returning money they borrowed from the holder (cut forms included). */
export const BORROWED_BACK = [
  'money i borrowed',
  'money i borrow',
  'money i bor',
  'money i borr',
  'money i borro',
  'the money i borrowed',
];

/** Pay components named in a credit's memo. */
export const ALLOWANCE_WORDS = [
  'housing allowance',
  'housing allowanc',
  'housing allow',
  'transport allowance',
  'leave allowance',
  'hazard allowance',
  'duty allowance',
  // A hospital's call-duty pay ("CALL DUTY MAY 25", "CALL DUTY ALLW"): an allowance for the shifts worked.
  'call duty',
  'responsibility allowance',
  'rent allowance',
  'utility allowance',
];

/** A state's civil service or government paying its staff. */
export const STATE_PAYERS = [
  'state civil service',
  'civil service commission',
  'state govt',
  'state government',
  'state govern',
  'local government',
  'lga salary',
];

const SALARIED = ['salaried', 'civil-servant'];

/** "Withdraw from <app> <pocket>", "<bank> <pocket> WITHDRAWAL": one's own savings pocket paying out. */
const POCKET = 'savings|grow|goals|goal|target|vault|pocket|safebox|stash|flex|fixed';
const POCKET_WITHDRAWAL = new RegExp(
  `^(?:withdraw|withdrawal|wdl) (?:from )?(?:[a-z]+ )?(?:${POCKET})$|^[a-z]+ (?:${POCKET}) (?:withdrawal|withdraw|wdl)$`,
);

export function marketEstateAndPayRules(): Rule[] {
  return [
    // 566: above the help memos (564/565) that read "for food" as help sent to someone.
    {
      id: 'memo.market-foodstuff.debit',
      priority: 566,
      when: {
        direction: 'debit',
        phrases: MARKET_FOODSTUFF,
        noneOf: [...NOT_REFUND, 'support', 'help', 'loan', 'for mummy', 'for daddy', 'for your', 'for ur'],
        notChannels: ['pos', 'web', 'atm'],
      },
      then: { category: 'food_groceries' },
      truncatable: false,
    },
    // 566: above a school's lexicon entry (560), which reads the cut memo's "school fees" as the holder's own fees.
    {
      id: 'memo.cut-help.debit',
      priority: 566,
      when: {
        direction: 'debit',
        phrases: CUT_HELP_MEMOS,
        noneOf: [...NOT_REFUND, 'loan', 'my school fees', 'my fees'],
        notChannels: ['pos', 'web', 'atm'],
      },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
    // 572: above the estate-levy shape (571) and the estate's own name (a housing word).
    {
      id: 'memo.estate-light.debit',
      priority: 572,
      when: {
        direction: 'debit',
        phrases: ESTATE_LIGHT,
        noneOf: [...NOT_REFUND, 'service charge', 'estate dues', 'security'],
      },
      then: { category: 'utilities' },
      truncatable: false,
    },
    // 580: above Remita's own entry (a platform: 540) and a lender's name not yet in the lexicon.
    {
      id: 'loan.remita-direct-debit',
      priority: 580,
      when: {
        direction: 'debit',
        phrases: ['remita dd', 'remita direct debit'],
        noneOf: [...NOT_REFUND, 'tax', 'firs', 'levy', 'passport'],
      },
      then: { category: 'loan_repayment', loanRepayment: true },
      truncatable: false,
    },
    // 905: above a refund credit (900): the person is returning a debt, the word "refund" is theirs.
    {
      id: 'person.borrowed-back.credit',
      priority: 905,
      when: { direction: 'credit', phrases: BORROWED_BACK, noneOf: ['loan disbursement', 'disbursed', 'reversal', 'reversed', 'rvsl'] },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
    {
      id: 'salary.allowance-or-state.credit',
      priority: 835,
      when: {
        direction: 'credit',
        personas: SALARIED,
        phrases: [...ALLOWANCE_WORDS, ...STATE_PAYERS],
        noneOf: [...NOT_REFUND, 'loan', 'refund of'],
      },
      then: { category: 'salary' },
      truncatable: false,
    },
    {
      id: 'own.pocket-withdrawal.credit',
      priority: 850,
      // The phrases index the rule: the pattern runs only on the few credits that name a withdrawal.
      when: {
        direction: 'credit',
        phrases: ['withdraw', 'withdrawal', 'wdl'],
        test: (c) => POCKET_WITHDRAWAL.test(c.n.text),
      },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
  ];
}
