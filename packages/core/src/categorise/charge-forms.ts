/**
 * The forms Nigerian banks give a charge's narration. The charge word is usually abbreviated and comes FIRST, naming
 * the transaction it was charged on ("COM ON NIP TRF TO ADA OBI", "CHG ON TRF", "VAT ON NIP", "SMS CHG", "SD ON EFT"),
 * so the transfer it names must not make it a transfer to that person: transaction-type evidence outranks the
 * transfer it rides on. Statements also glue the words ("COMON NIP TRF", "TRANSFER CHARGETO …", "LOAN ADMINCHARGE").
 * Also read here: a lender's admin charge (a bank charge, not a repayment), a POS terminal's rental (the bank's
 * charge to an agent) and a term deposit's interest.
 */
import type { Rule, RuleContext } from './engine.ts';

/** Abbreviations of commission, charge, fee, VAT, levy, stamp duty and maintenance as statements print them. */
const CHARGE_ABBREVIATIONS =
  'com|comm|commission|commision|chg|chgs|chrg|charge|charges|fee|fees|vat|levy|emtl|sd|stmp|stamp|stampduty|maint|smschg|smscharge|smsfee';
/** Transactions a charge is levied on. */
const CHARGED_TRANSACTIONS =
  'nip|trf|transfer|nibss|ussd|pos|atm|web|mobile|interbank|eft|fip|instant|outward|ib|neft|rtgs|cheque|chq|card|cashout|withdrawal|wdl|txn|transaction|sms|alert|emt|electronic';

/** "COM ON NIP TRF", "CHG FOR TRF TO …", "VAT ON NIP": the charge word leads and names the transaction it is on. */
// Words may be glued or spaced, but each ends where a word ends ("CHARGE FOR POSTAGE" is no POS charge).
const LEADING_CHARGE = new RegExp(
  `^(?:(?:${CHARGE_ABBREVIATIONS}) ?(?:(?:on|for|of) ?)?)+(?:(?:${CHARGED_TRANSACTIONS}) ?)+(?: |$)`,
);
/** "NIP TRF COM", "TRANSFER CHARGETO ADA": the transaction leads and the charge word follows it at once. */
const TRAILING_CHARGE = new RegExp(
  `^(?:(?:${CHARGED_TRANSACTIONS}) ?)+(?:${CHARGE_ABBREVIATIONS})(?:to|on|for|of)?(?: |$)`,
);

/** The narration with its spaces removed, so glued and letter-spaced forms read alike. */
function compact(c: RuleContext): string {
  return c.n.text.replace(/[^a-z]/g, '');
}

/** Stamp duty however it is shortened ("STMP DUTY", "STAMPDUTY CHG", "SD DUTY"). */
const STAMP_DUTY = /^(?:stmp|stamp|stm|sd)duty/;
/** VAT written out and glued to the transfer it was charged on ("VALUE ADDED TAXTO ADA OBI"). */
const GLUED_VAT = /^(?:valueaddedtax|vat)(?:to|on|for|of)/;

export function chargeForm(c: RuleContext): boolean {
  const t = c.n.text.replace(/[^a-z ]/g, '');
  return LEADING_CHARGE.test(t) || TRAILING_CHARGE.test(t) || STAMP_DUTY.test(compact(c)) || GLUED_VAT.test(compact(c));
}

/** A lender's admin, processing or management charge on a loan (convention: loan fees are bank charges). */
const LOAN_CHARGE =
  /loan(?:admin|administration|administrative|processing|management|mgt|mgmt|insurance)(?:charge|charges|chg|fee|fees)|(?:admin|administration|processing|management|mgt|mgmt)(?:charge|charges|chg|fee|fees)(?:on|for)loan/;

/** A bank or bank app's name that may lead a charge's own line ("ALAT TRF FEE - …"). */
const CHARGING_BANKS = 'alat|gtb|gtbank|uba|fcmb|zenith|access|wema|kuda|opay|palmpay|moniepoint|fidelity|sterling|union|ecobank|fbn|firstbank|stanbic|polaris|keystone|providus';
/** The whole head of a charge line, spaces removed: an optional bank, the transaction(s), then the charge word(s). */
const CHARGE_HEAD = new RegExp(
  `^(?:${CHARGING_BANKS})?(?:${CHARGED_TRANSACTIONS})+(?:${CHARGE_ABBREVIATIONS})+$|^(?:${CHARGE_ABBREVIATIONS})+(?:on|for|of)?(?:${CHARGED_TRANSACTIONS})+$`,
);

/**
 * "NIP TRANSFER COMMISSION - ESTATE COOP SOCI", "ALAT TRF FEE - ESTATE RESIDENTS": the part before the dash is the
 * charge and nothing else, the payee after it is what the charged transfer paid. The payee's words (an estate, a
 * school) must not make the charge that purpose: the head alone decides.
 */
export function chargeBeforePayee(c: RuleContext): boolean {
  const dash = c.description.search(/\s-\s/);
  if (dash <= 0) return false;
  return CHARGE_HEAD.test(c.description.slice(0, dash).toLowerCase().replace(/[^a-z]/g, ''));
}

/** Not a charge whatever its words: money coming back, and the purposes a "fee" also pays for. */
const NOT_CHARGE = ['reversal', 'reversed', 'refund', 'rvsl', 'school', 'tuition', 'hospital', 'estate', 'dues'];

/**
 * Rules: a charge's form (806, above the charge-word rules at 800, so "COM ON NIP TRF TO <person>" is never the
 * transfer); a loan's admin charge (770, above loan words at 760 and below a named lender's fee); a POS terminal's
 * rental or fee (805, above the supplier and stock words); a term deposit's interest (925, above own-account credits).
 */
export function chargeFormRules(): Rule[] {
  return [
    {
      id: 'charge.form',
      priority: 806,
      when: { direction: 'debit', maxAmount: 500_000, noneOf: NOT_CHARGE, test: chargeForm },
      then: { category: 'bank_charges', flags: ['charge:evidence'] },
      truncatable: false,
    },
    {
      // 806 as the charge's form; the payee's purpose words (an estate's, a school's) are not checked: the head decides.
      id: 'charge.form.payee',
      priority: 806,
      when: { direction: 'debit', maxAmount: 500_000, noneOf: ['reversal', 'reversed', 'refund', 'rvsl'], test: chargeBeforePayee },
      then: { category: 'bank_charges', flags: ['charge:evidence'] },
      truncatable: false,
    },
    {
      id: 'charge.loan-admin',
      priority: 770,
      when: {
        direction: 'debit',
        maxAmount: 10_000_000,
        noneOf: NOT_CHARGE,
        test: (c) => LOAN_CHARGE.test(compact(c)),
      },
      then: { category: 'bank_charges', flags: ['charge:loan_fee'] },
      truncatable: false,
    },
    {
      id: 'charge.pos-terminal',
      priority: 805,
      when: {
        direction: 'debit',
        phrases: [
          'terminal rental',
          'terminal rent',
          'pos rental',
          'terminal fee',
          'terminal charge',
          'terminal maintenance',
          'terminal maint',
          'terminal lease',
        ],
        noneOf: ['refund', 'reversal', 'caution', 'airport', 'park', 'motor', 'bus', 'flight', 'airline', 'luggage'],
        maxAmount: 5_000_000,
      },
      then: { category: 'bank_charges', flags: ['charge:card_fee'] },
      truncatable: false,
    },
    {
      id: 'interest.term-deposit',
      priority: 925,
      when: {
        direction: 'credit',
        phrases: [
          'term deposit int',
          'term deposit interest',
          'fixed deposit int',
          'fixed deposit interest',
          'td int',
          'fd int',
          'call deposit int',
          'deposit interest',
          'tdint',
          'fdint',
        ],
        noneOf: ['reversal', 'refund', 'liquidation', 'principal'],
      },
      then: { category: 'interest' },
      truncatable: false,
    },
  ];
}
