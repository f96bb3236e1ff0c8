/**
 * What a burial, a wedding or a party is paid for, by the class of service the payee's name or the memo prints (set Y's
 * conventions B.2, B.3 and B.13; set U labels "DJ FOR PARTY" the same way):
 * - burial services (a hearse, a casket, the mortuary and embalming, an obituary, a funeral home, grave digging, a
 *   grave's vault) are a service with no category of their own: Other. A hospital's mortuary is not health care, and
 *   a newspaper paid by transfer is an obituary or a notice, not a purchase;
 * - a chieftaincy title's fee and a palace levy are a customary fee: Other;
 * - the entertainment hired for an occasion (a DJ, an MC, a live band, a dance troupe, photography and video, an
 *   event planner, decorators, canopies and chairs for the guests) is the taxonomy's "events", on any account: the
 *   person paid is a performer, not a relative. A business that rents canopies and chairs as its trade is left to the
 *   trading rules (the rental words here are read on household accounts only), and stock words keep a supplier's
 *   invoice a business cost.
 */
import type { Rule } from './engine.ts';

export const BURIAL_SERVICES = [
  'hearse',
  'casket',
  'caskets',
  'coffin',
  'coffins',
  'mortuary',
  'mortuary fee',
  'embalming',
  'obituary',
  'funeral services',
  'funeral service',
  'funeral home',
  'undertaker',
  'undertakers',
  'grave digging',
  'grave diggers',
  'vault construction',
  'burial vault',
];

export const CUSTOMARY_FEES = ['chieftaincy title', 'chieftaincy', 'palace levy', 'title taking'];

export const NEWSPAPERS = ['newspapers', 'newspaper'];

/** Performers and services hired for an occasion, on any account. */
export const EVENT_PERFORMERS = [
  'live band',
  'dj deposit',
  'dj balance',
  'dj fee',
  'dj payment',
  'dj for party',
  'mc fee',
  'mc deposit',
  'mc balance',
  'mc payment',
  'dance group',
  'dance troupe',
  'cultural troupe',
  'photography',
  'photographer',
  'videography',
  'videographer',
  'event planner',
  'event planning',
  'wedding planner',
];

/** Rentals and decoration for an occasion, read on household accounts (a trading account may rent them out). */
export const EVENT_RENTALS = [
  'canopy and chairs',
  'canopies and chairs',
  'canopy rentals',
  'canopy rental',
  'canopy hire',
  'decor',
  'decorations',
  'decorator',
  'event decor',
];

const HOUSEHOLD_PERSONAS = [
  '',
  'salaried',
  'civil-servant',
  'student',
  'retiree',
  'diaspora',
  'self-employed',
  'gig-worker',
];

const NOT_A_SERVICE_PAID = ['refund', 'reversal', 'reversed', 'loan', 'charge', 'commission', 'vat'];
const STOCK_WORDS = ['stock', 'goods', 'invoice', 'inv', 'supply', 'supplies', 'items', 'restock'];

export function burialAndCelebrationRules(): Rule[] {
  return [
    // 567: above a hospital's kind (562) for its mortuary, a help memo to a person (564) and a supplier-like business
    // name (560); below a trading account's running costs (569).
    {
      id: 'burial.service',
      priority: 567,
      when: {
        direction: 'debit',
        phrases: BURIAL_SERVICES,
        noneOf: [...NOT_A_SERVICE_PAID, 'contribution', 'support', 'condolence'],
      },
      then: { category: 'other_expense' },
      truncatable: false,
    },
    {
      id: 'custom.title-fee',
      priority: 567,
      when: { direction: 'debit', phrases: CUSTOMARY_FEES, noneOf: [...NOT_A_SERVICE_PAID, 'contribution', 'support'] },
      then: { category: 'other_expense' },
      truncatable: false,
    },
    // A card at a newsstand buys a paper; a transfer to a newspaper house pays for a notice.
    {
      id: 'burial.newspaper-notice',
      priority: 521,
      when: {
        direction: 'debit',
        phrases: NEWSPAPERS,
        person: false,
        notChannels: ['pos', 'web', 'atm'],
        noneOf: NOT_A_SERVICE_PAID,
      },
      then: { category: 'other_expense' },
      truncatable: false,
    },
    // 566: above a purpose noun read as a personal service (563: "dj", "decor", "photography") and a person (300).
    {
      id: 'event.performers',
      priority: 566,
      when: { direction: 'debit', phrases: EVENT_PERFORMERS, noneOf: [...NOT_A_SERVICE_PAID, ...STOCK_WORDS] },
      then: { category: 'entertainment' },
      truncatable: false,
    },
    {
      id: 'event.rentals',
      priority: 566,
      when: {
        direction: 'debit',
        personas: HOUSEHOLD_PERSONAS,
        phrases: EVENT_RENTALS,
        notChannels: ['pos', 'web', 'atm'],
        noneOf: [...NOT_A_SERVICE_PAID, ...STOCK_WORDS],
      },
      then: { category: 'entertainment' },
      truncatable: false,
    },
  ];
}
