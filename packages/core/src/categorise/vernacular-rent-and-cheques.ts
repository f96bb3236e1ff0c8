/**
 * Debits whose memo decides the label where the payee is a person or a church:
 * - rent paid to a landlord with the memo in Yoruba, Igbo or Hausa ("OWO ILE", "EGO ULO", "KUDIN HAYA": house money)
 *   or misspelt ("RENTT", "RNET"), and a house agent's "agreement and commission": housing, not a transfer to a person.
 *   The same words for a school ("owo ile iwe", "ego ulo akwukwo") are fees, and a help memo keeps it help;
 * - a cheque the holder cashes ("SELF CHQ … CASH", "CASH WDL BY CHQ … SELF"): cash taken out, not money moved to one's
 *   own account, nor an unknown debit;
 * - a church's or a mosque's welfare levy: giving, though "levy" next to a bank's name reads as a charge;
 * - water money to a water vendor in Hausa, Yoruba or Igbo ("KUDIN RUWA", "OWO OMI", "EGO MMIRI"): a utility.
 */
import { MERCHANTS } from '../lexicon/index.ts';
import type { Rule } from './engine.ts';
import { GIVING_ORG_WORDS } from './transfer-memos.ts';

/** Rent as Nigerians write it in their own languages, and its common misspellings. */
export const VERNACULAR_RENT = [
  'owo ile',
  'ego ulo',
  'kudin haya',
  'kudin gida',
  'rentt',
  'rnet',
  'agreement and commission',
  'agreement and commissio',
];

/** Water money as a household pays its water vendor, in Hausa, Yoruba and Igbo. */
export const VERNACULAR_WATER = ['kudin ruwa', 'owo omi', 'ego mmiri'];

/** What turns "house money" into a school's fees or a favour. */
const NOT_RENT = ['iwe', 'akwukwo', 'makaranta', 'school', 'refund', 'reversal', 'loan', 'help', 'support'];

/** A cheque written to oneself and cashed at the counter. */
export const SELF_CHEQUE = [
  'self chq',
  'self cheque',
  'chq self',
  'cheque self',
  'wdl by chq',
  'withdrawal by chq',
  'withdrawal by cheque',
];

const PLACES_OF_WORSHIP = [
  ...GIVING_ORG_WORDS,
  ...MERCHANTS.filter((m) => m.category === 'giving').flatMap((m) => m.aliases),
];

export function vernacularRentAndChequeRules(): Rule[] {
  return [
    // 566: above the help memos (564/565) and a person (300); the memo says what the money was for.
    {
      id: 'memo.vernacular-rent.debit',
      priority: 566,
      when: { direction: 'debit', phrases: VERNACULAR_RENT, noneOf: NOT_RENT, notChannels: ['pos', 'atm'] },
      then: { category: 'rent_housing' },
      truncatable: false,
    },
    {
      id: 'memo.vernacular-water.debit',
      priority: 566,
      when: { direction: 'debit', phrases: VERNACULAR_WATER, noneOf: NOT_RENT, notChannels: ['pos', 'atm'] },
      then: { category: 'utilities' },
      truncatable: false,
    },
    // 605: above a memo naming oneself read as a move to one's own account (600).
    {
      id: 'cash.self-cheque',
      priority: 605,
      when: { direction: 'debit', phrases: SELF_CHEQUE, noneOf: ['refund', 'reversal', 'returned', 'dishonoured'] },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    // 801: above a levy read as a bank's charge by a bank's name beside it (800).
    {
      id: 'giving.welfare-levy',
      priority: 801,
      when: { direction: 'debit', phrases: PLACES_OF_WORSHIP, allOf: ['welfare levy'], noneOf: ['refund', 'reversal'] },
      then: { category: 'giving' },
      truncatable: false,
    },
  ];
}
