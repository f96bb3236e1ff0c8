/**
 * An employer's credit with no memo on a salaried or civil servant's account: "Transfer from UAC FOODS LTD",
 * "XPRESS TRF FROM SEPLAT ENERGY PLC", "VBANK INFLOW FRM PLATEAU STATE GOVT". The payer is a company or a
 * government and nothing follows its name but the bank it came through, so on an account kept for a salary it is the
 * salary (a credit with a memo, "TERRAGON LTD / … / side project", says what else it is). Traders' and SMEs' accounts
 * are left alone: a company's payment there is a customer's.
 *
 * The same payer with a pay memo the line has cut ("OKOMU FOODS NIG-NET", "… NIG-SALA", "… PLC-BONU", "… LTD-OVERTI",
 * "… PLC|HOUSING ALLOW"), or an employer's HR department as the payer ("ACME HOLDINGS HR"), is pay too: the whole
 * word would have been read as salary, a bonus from an employer or an allowance (convention 4). So is the same
 * payer naming only which part of a month's pay it is ("… LTD/ZENITH BANK AUG 60PCT", "… AUG BAL": a salary paid late,
 * in parts; statements set 54).
 */
import type { Rule, RuleContext } from './engine.ts';
import { BANK_APP_WORDS } from './memo-rules.ts';

/** Words that end a company's or a government's name. */
const PAYER_ENDINGS = new Set([
  'ltd',
  'limited',
  'plc',
  'foods',
  'beverages',
  'energy',
  'pharmaceutical',
  'pharmaceuticals',
  'industries',
  'nigeria',
  'nig',
  'govt',
  'government',
]);
/** What may trail the payer's name: the bank or app it came through. */
const TRAILING_BANK = new Set([...BANK_APP_WORDS, 'first', 'bank', 'gtbank', 'gtb', 'zenith', 'access', 'firstbank', 'fbn', 'vfd', 'paga', 'carbon']);

export function employerWithoutMemo(c: RuleContext): boolean {
  if (c.person !== null) return false;
  return endsWithPayer(c.n.text.split(' '));
}

function endsWithPayer(words: string[]): boolean {
  // Drop the bank or app after the name, but never the name's own ending ("… ENERGY PLC" keeps its PLC).
  while (words.length > 1 && TRAILING_BANK.has(words.at(-1)!) && !PAYER_ENDINGS.has(words.at(-1)!)) words.pop();
  return words.length >= 2 && PAYER_ENDINGS.has(words.at(-1)!);
}

/** A part of a month's pay, as the line names it after the payer: the month, a share of it, the balance, arrears. */
const PAY_PART_WORDS = new Set(
  'jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december pct percent bal balance part tranche arrears'.split(' '),
);

/** The employer's credit whose only memo is which part of a month's pay it is ("HALCYON FOODS LTD/ZENITH AUG 60PCT", "… AUG BAL"). */
export function employerPayPart(c: RuleContext): boolean {
  if (c.person !== null) return false;
  const words = c.n.text.split(' ');
  let parts = 0;
  while (words.length > 1 && PAY_PART_WORDS.has(words.at(-1)!)) {
    words.pop();
    parts++;
  }
  return parts > 0 && endsWithPayer(words);
}

/** A company's or a government's name ending, then a pay word or its cut start. */
const EMPLOYER_PAY_MEMO =
  /\b(?:ltd|limited|plc|nig|nigeria|govt|government|industries)\s+(?:net|net pay|sala\w*|bonu\w*|overti\w*|(?:[a-z]+\s+)?allow\w*)$/;
/** An employer's human-resources department paying: "<COMPANY> HR". */
const HR_PAYER = /^(?:[a-z]+\s+){0,3}[a-z]{3,}\s+[a-z]{3,}\s+hr$/;
const employerPayMemo = (c: RuleContext): boolean => {
  if (c.person !== null) return false;
  const t = c.n.core;
  return EMPLOYER_PAY_MEMO.test(t) || HR_PAYER.test(t);
};

export function employerCreditRules(): Rule[] {
  return [
    {
      // Above an unread credit (0) and a company's credit read as money received; below any memo or lender word.
      id: 'salary.employer-no-memo',
      priority: 450,
      when: {
        direction: 'credit',
        personas: ['salaried', 'civil-servant'],
        minAmount: 2_000_000,
        // A finance house or lender paying in is a loan, not pay.
        noneOf: [
          'refund',
          'reversal',
          'rvsl',
          'loan',
          'loans',
          'finance',
          'credit',
          'lending',
          'capital',
          'mfb',
          'microfinance',
          'interest',
          'dividend',
          'pension',
          'insurance',
          'claim',
          'cashback',
          'bonus',
        ],
        test: employerWithoutMemo,
      },
      then: { category: 'salary' },
      truncatable: false,
    },
    {
      // As above, with only the part of the month's pay after the bank (a salary paid late, in parts).
      id: 'salary.employer-pay-part',
      priority: 451,
      when: {
        direction: 'credit',
        personas: ['salaried', 'civil-servant'],
        minAmount: 2_000_000,
        noneOf: ['refund', 'reversal', 'rvsl', 'loan', 'loans', 'finance', 'lending', 'capital', 'mfb', 'microfinance', 'interest', 'dividend', 'insurance', 'claim', 'cashback'],
        test: employerPayPart,
      },
      then: { category: 'salary' },
      truncatable: false,
    },
    {
      // As above, with a cut pay memo or an HR department as the payer; a lender's or an insurer's words still win.
      id: 'salary.employer-pay-memo',
      priority: 455,
      when: {
        direction: 'credit',
        personas: ['salaried', 'civil-servant'],
        minAmount: 2_000_000,
        noneOf: ['refund', 'reversal', 'rvsl', 'loan', 'loans', 'finance', 'lending', 'capital', 'mfb', 'microfinance', 'interest', 'dividend', 'insurance', 'claim', 'cashback', 'promo'],
        test: employerPayMemo,
      },
      then: { category: 'salary' },
      truncatable: false,
    },
  ];
}
