/**
 * Narration forms whose meaning is fixed by their shape rather than by the names in them:
 * - a bank, wallet or deposit product as the only sender of a credit ("OPay WITHDRAWAL", "Withdrawal from GTBank",
 *   "Transfer from UBA", "ZENITH TIMED DEPOSIT WITHDRAWAL"): the holder moving their own money back (convention 3);
 * - a POS cash-out written "POS/CASH/<NAME> <KIND>": cash, whatever the shop's kind (convention 7);
 * - a monthly EMTL line with its period ("EMTL APR/2024") and a gateway's convenience fee: bank charges;
 * - a person returning a loan they took from the holder, or sending a student's school or feeding allowance: money
 *   received (convention 2), not a loan disbursed or pay;
 * - a wallet lender's "PRINCIPAL+INT" debit: a loan repayment;
 * - a POS agent's "LIQUIDITY TOPUP": float for the business, not airtime;
 * - "… for market" to a person from a trading account: stock bought, not groceries;
 * - "phone purchase" to a person: shopping;
 * - a wallet's "Withdrawal to <name> <bank> <account>" (Chipper, Paga): money sent to that account, to a person or to
 *   the holder's own bank (convention 3), never cash in hand; and its "Wallet funding from <name> <bank>": the holder's
 *   own money when it names them or only a bank, money received when it names someone else (a customer's payment on
 *   an account that sells), also printed "Wallet top-up <name>" with no "from".
 */
import type { Rule } from './engine.ts';

/** Words that make up a bank's, wallet's or deposit product's name, and nothing else. */
const INSTITUTION_WORDS =
  'gtbank|gtb|guaranty|trust|uba|zenith|access|first|fbn|firstbank|fidelity|union|ecobank|stanbic|ibtc|sterling|wema|alat|polaris|keystone|fcmb|providus|jaiz|heritage|globus|titan|kuda|opay|palmpay|moniepoint|vfd|bank|mfb|psb|microfinance|timed|fixed|term|deposit|mudarabah|savings|wallet|account|acct';
const INSTITUTION = `(?:(?:${INSTITUTION_WORDS}) ?)+`;
/** "<institution> WITHDRAWAL" or "WITHDRAWAL/TRANSFER FROM <institution>", the institution being the whole sender. */
const OWN_WITHDRAWAL = new RegExp(
  `^(?:${INSTITUTION}withdrawal|(?:withdrawal|transfer|trf) (?:from|frm) ${INSTITUTION})$`,
);

/** "POS/CASH/<name>": the cash-out form; the name after it is only where the terminal stood. */
const POS_CASH = /^\s*POS\s*\/\s*CASH\s*\//i;
/** "EMTL APR/2024", "EMTL JUN-24": the month's electronic money transfer levy, with the period it covers. */
const EMTL_PERIOD = /^\s*EMTL\s+[A-Z]{3,9}\s*[/-]\s*\d{2,4}\s*$/i;

const NOT_CHARGE = ['refund', 'reversal', 'reversed', 'rvsl'];

/** A wallet paying out to an account: "Withdrawal to …", "Withdraw to …", "Payout to …". */
const WITHDRAWAL_TO = /^(?:wallet )?(?:withdrawal|withdraw|payout) to /;
/** A bank and no other name: "Withdrawal to bank", "Withdraw to my bank account", "Withdrawal to Access Bank 0123…". */
const TO_OWN_BANK = new RegExp(`^(?:wallet )?(?:withdrawal|withdraw|payout) to (?:my |own )?${INSTITUTION}(?:[0-9*x]+ ?)*$`);
const NOT_TRANSFER = ['atm', 'pos', 'cash', 'agent', ...NOT_CHARGE];
/** A wallet funded from an account: "Wallet funding from …", "Top up from …", "Funded by …". */
const FUNDING_FROM = /^(?:wallet )?(?:funding|funded|fund|top ?up|topup)(?: wallet)? (?:from|by) /;
/** "Wallet top-up ADA OBI": a wallet's funding line with the funder's name straight after it, no "from". */
const FUNDING_NAMED = /^wallet (?:funding|top ?up|topup) (?!from |by |via |with )[a-z]/;
const fundedBy = (t: string): boolean => FUNDING_FROM.test(t) || FUNDING_NAMED.test(t);
/** Accounts that sell: someone else funding their wallet is a customer paying (convention 2). */
const CUSTOMER_PERSONAS = ['sme', 'business', 'pos-agent'];

export function ownMoneyAndCashRules(): Rule[] {
  return [
    {
      // Above a bare "withdrawal" (cash, 530).
      id: 'person.withdrawal-to.debit',
      priority: 531,
      when: {
        direction: 'debit',
        noneOf: NOT_TRANSFER,
        test: (c) => WITHDRAWAL_TO.test(c.n.text) && c.person !== null && !c.self && c.holderNamed !== true,
      },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
    {
      id: 'own.withdrawal-to.debit',
      priority: 531,
      when: {
        direction: 'debit',
        noneOf: NOT_TRANSFER,
        test: (c) => WITHDRAWAL_TO.test(c.n.text) && (c.self || c.holderNamed === true || TO_OWN_BANK.test(c.n.text)),
      },
      then: { category: 'savings_investment', flags: ['own_account'] },
      truncatable: false,
    },
    {
      // Above "wallet funding from" as the holder's own money (910): funded from another person's account, it is money
      // that person sent. Only where the statement gives the holder's name: a funding line names the account it came
      // from, most often the holder's own, so an unknown holder's name is read as theirs.
      id: 'person.wallet-funding.credit',
      priority: 911,
      when: {
        direction: 'credit',
        noneOf: NOT_TRANSFER,
        test: (c) =>
          c.holderKnown === true && fundedBy(c.n.text) && c.person !== null && !c.self && c.holderNamed !== true && !CUSTOMER_PERSONAS.includes(c.persona ?? ''),
      },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
    {
      // The same line on an account that sells: a customer paying into the business's wallet.
      id: 'person.wallet-funding.customer.credit',
      priority: 911,
      when: {
        direction: 'credit',
        personas: CUSTOMER_PERSONAS,
        noneOf: NOT_TRANSFER,
        test: (c) => c.holderKnown === true && fundedBy(c.n.text) && c.person !== null && !c.self && c.holderNamed !== true,
      },
      then: { category: 'business_income', flags: ['person', 'persona'] },
      truncatable: false,
    },
    {
      // A wallet's "Cash-in via agent …" / "Cash In by Agent …": the holder paid his own cash in at an agent's counter;
      // the statement cannot show where the cash came from (a trader's deposit that says "sales" is the trade's).
      id: 'own.agent-cash-in.credit',
      priority: 850,
      when: { direction: 'credit', phrases: ['cash in via agent', 'cash in by agent', 'cash in through agent'], noneOf: ['sales', 'sale', 'reversal', 'refund', 'for cash', 'customer'] },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
    {
      id: 'own.institution-withdrawal.credit',
      priority: 850,
      when: { direction: 'credit', test: (c) => OWN_WITHDRAWAL.test(c.n.text) },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
    {
      // Above the kind words (a pharmacy at 520, a supermarket at 560) and a POS agent's float.
      id: 'cash.pos-cash-form',
      priority: 850,
      when: {
        direction: 'debit',
        noneOf: ['fee', 'charge', 'commission', ...NOT_CHARGE],
        test: (c) => POS_CASH.test(c.description),
      },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    {
      id: 'charge.emtl-period',
      priority: 806,
      when: { direction: 'debit', maxAmount: 1_000_000, test: (c) => EMTL_PERIOD.test(c.description) },
      then: { category: 'bank_charges', flags: ['charge:emtl'] },
      truncatable: false,
    },
    {
      // Above the gateway's own name (Remita reads as a government payment at 540).
      id: 'charge.convenience-fee',
      priority: 800,
      when: {
        direction: 'debit',
        phrases: ['convenience fee', 'convenience fees', 'convenience charge', 'conv fee'],
        noneOf: NOT_CHARGE,
        maxAmount: 1_000_000,
      },
      then: { category: 'bank_charges', flags: ['charge:evidence'] },
      truncatable: false,
    },
    {
      // Above the loan words (760) and a lender named as the sender's bank ("| Carbon |" at 780).
      id: 'person.loan-returned.credit',
      priority: 785,
      when: {
        direction: 'credit',
        phrases: [
          'returning the loan',
          'returning my loan',
          'returning your loan',
          'return the loan',
          'paying back the loan',
          'payback loan',
          'loan payback',
          'repaying the loan',
          'repaying my loan',
        ],
        noneOf: ['disbursement', 'disbursed', 'reversal', 'interest'],
      },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
    {
      // A relative's allowance for a student's school or feeding is money received from a person, not pay or an
      // institution's allowance (above both, 610–612).
      id: 'person.relative-allowance.credit',
      priority: 613,
      when: {
        direction: 'credit',
        phrases: ['school allowance', 'feeding allowance', 'upkeep allowance', 'pocket allowance'],
        noneOf: [
          'ltd',
          'limited',
          'plc',
          'govt',
          'government',
          'ministry',
          'salary',
          'payroll',
          'staff',
          'nysc',
          'scholarship',
          'bursary',
          'stipend',
          'refund',
          'reversal',
        ],
      },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
    {
      id: 'loan.principal-interest',
      priority: 770,
      when: {
        direction: 'debit',
        phrases: [
          'principal int',
          'principal interest',
          'principal and interest',
          'principal plus interest',
          'principal plus int',
        ],
        noneOf: ['refund', 'reversal'],
      },
      then: { category: 'loan_repayment', loanRepayment: true },
      truncatable: false,
    },
    {
      // Above airtime's "topup" (520): an agent tops up liquidity to pay out customers' cash.
      id: 'persona.pos-agent.liquidity',
      priority: 530,
      when: {
        direction: 'debit',
        personas: ['pos-agent', 'sme', 'business'],
        phrases: ['liquidity topup', 'liquidity top up', 'liquidity funding', 'liquidity'],
        noneOf: ['refund', 'reversal'],
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      // A trader sends money to a person to buy at the market: stock (above "market" as a place to eat at 510).
      // The Pidgin "na for market" is the household's shopping, on any account.
      id: 'persona.trade.for-market',
      priority: 569,
      when: {
        direction: 'debit',
        personas: ['sme', 'business'],
        phrases: ['for market'],
        noneOf: ['na for market', 'refund', 'reversal'],
        notChannels: ['pos', 'web', 'atm'],
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      // Above an unread transfer to a person (210).
      id: 'memo.phone-purchase',
      priority: 300,
      when: {
        direction: 'debit',
        phrases: ['phone purchase', 'purchase of phone', 'for phone', 'buying phone', 'new phone'],
        noneOf: ['refund', 'reversal', 'repair', 'airtime', 'data'],
      },
      then: { category: 'shopping' },
      truncatable: false,
    },
  ];
}
