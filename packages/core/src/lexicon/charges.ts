/**
 * Bank charge narrations, by charge type (the audit groups by these types).
 * Phrases are normalised (lower case, punctuation → spaces).
 */
export type ChargeType =
  | 'sms_alert'
  | 'stamp_duty'
  | 'transfer_levy'
  | 'vat'
  | 'transfer_commission'
  | 'maintenance_fee'
  | 'card_fee'
  | 'atm_fee'
  | 'other_fee';

export const CHARGE_LABELS: Record<ChargeType, string> = {
  sms_alert: 'SMS alerts',
  stamp_duty: 'Stamp duty',
  transfer_levy: 'Electronic money transfer levy',
  vat: 'VAT on charges',
  transfer_commission: 'Transfer commission',
  maintenance_fee: 'Account maintenance fee',
  card_fee: 'Card fees',
  atm_fee: 'ATM fees',
  other_fee: 'Other fees',
};

export interface ChargeEntry {
  type: ChargeType;
  phrases: readonly string[];
  /** Largest single amount (kobo) for which a bare phrase is still read as a charge. */
  maxKobo?: number;
}

export const CHARGE_LEXICON: readonly ChargeEntry[] = [
  {
    type: 'sms_alert',
    phrases: ['sms alert', 'sms alerts', 'sms charge', 'sms charges', 'sms chg', 'smschg', 'sms notification', 'sms fee', 'alert charge', 'alert charges', 'sms', 'sms alert charges', 'sms alert fee', 'notification fee', 'alert fee'],
    maxKobo: 500_000,
  },
  { type: 'stamp_duty', phrases: ['stamp duty', 'stamp duty charge', 'stamp', 'sd charge', 'stamp duty on electronic funds transfer', 'stampduty', 'sdchg', 'sd chg'], maxKobo: 20_000 },
  {
    type: 'transfer_levy',
    phrases: ['electronic money transfer levy', 'fgn electronic money transfer levy', 'electronic money trf levy', 'electronic tran', 'fgn electronic money trf levy', 'emtl', 'emt levy', 'e levy', 'elevy', 'transfer levy', 'fgn levy', 'levy'],
    maxKobo: 20_000,
  },
  { type: 'vat', phrases: ['vat', 'v a t', 'value added tax'], maxKobo: 200_000 },
  {
    type: 'transfer_commission',
    phrases: ['commission', 'comm', 'com on transfer', 'nip charge', 'nip charges', 'nip commission', 'nip fee', 'nip fees', 'transfer fee', 'transfer fees', 'transfer charge', 'transfer charges', 'trf fee', 'trf charge', 'transaction fee', 'transaction charge', 'nip transfer fee', 'ussd charge', 'ussd session charge', 'ussd fee'],
    maxKobo: 200_000,
  },
  {
    type: 'maintenance_fee',
    phrases: ['amf', 'a m f', 'acct maint fee', 'acc maint fee', 'ac maint fee', 'cam fee', 'maintenance fee', 'maint fee', 'maint charge', 'account maintenance', 'acct maint', 'cot', 'mgt fee', 'management fee', 'current account maint', 'account maintenance fee', 'monthly maintenance', 'maintenance charge', 'low balance', 'charge for low balance', 'statement charge', 'statement fee', 'cheque book', 'cheque book issuance', 'service fee', 'service charges fee', 'acct maintenance', 'acc maintenance', 'account maintenance chg', 'acct maintenance chg', 'maintenance chg', 'maint chg', 'acct maint chg'],
  },
  {
    type: 'card_fee',
    phrases: ['card maintenance', 'card maint', 'card fee', 'card issuance', 'mastercard issuance', 'visa issuance', 'verve issuance', 'issuance maint', 'pos terminal fee', 'terminal service charge', 'terminal service fee', 'card renewal', 'card replacement', 'verve card fee', 'mastercard maintenance', 'visa card fee', 'debit card maintenance', 'token fee', 'hardware token', 'token charge', 'international transaction fee', 'fx charge'],
  },
  // Documents issued on request (a reference letter for a visa, a stamped statement) cost a flat fee above the
  // generic-charge ceiling (₦5,000 plus VAT), so they need their own phrases.
  { type: 'other_fee', phrases: ['reference letter fee', 'reference letter charge', 'statement request fee', 'statement request charge'] },
  { type: 'atm_fee', phrases: ['atm fee', 'atm wdl fee', 'atm withdrawal fee', 'withdrawal fee', 'withdrawal charge', 'remote on us', 'not on us', 'other bank atm', 'atm charge', 'cash withdrawal charge'] },
];

/** Generic words that make a small debit a bank charge when nothing more specific matched. */
export const GENERIC_CHARGE_WORDS: readonly string[] = ['charge', 'charges', 'fee', 'chg', 'chgs', 'levy'];
