/**
 * What a small business of a given kind pays people and small dealers for, written as the transfer's memo or as the
 * dealer's trade name (convention 9: a trading account's running costs and supplies are Business & Stock):
 * - an event-rental firm's ushers, canopies, chairs, coolers, decor and generator hire;
 * - a poultry or crop farm's day-old chicks, vaccines, vet, egg crates, feed mills, agro-vet shops and tractor hire;
 * - a salon's relaxers, dyes and hair attachments; a builders' yard's blocks, iron rods, cement and trailers (a
 *   generator's fuel is left out: set T labels diesel for a shop's generator as power, Utilities, and set U a
 *   salon's generator fuel as a running cost);
 * - adverts a shop buys on social media or search (Facebook, Instagram, Google), paid by card or online as often as by transfer;
 * - a staff member's salary or wage, also when the line cuts it after "STAFF SA".
 * Only on accounts that trade (an SME, a business, a POS agent): for anyone else a chair or a cooler hired is what was
 * bought, and a "vaccine" a health cost (convention 6). Never on a card or a web payment (a shop's own sale).
 */
import type { Rule } from './engine.ts';

const TRADING = ['sme', 'business', 'pos-agent'];

/** Hire and rental words an events business pays for to serve a client's event. */
const EVENT_RENTAL_COSTS = ['event rentals', 'generator', 'chairs', 'ushers', 'usher', 'canopy', 'canopies', 'chairs hire', 'chair hire', 'coolers hire', 'cooler hire', 'generator hire', 'gen hire', 'decor items', 'decoration items', 'tables hire', 'table hire'];
/** A poultry or crop farm's inputs and services ("feed" alone is left out: a charity's feeding appeal, or "feeding" cut). */
const FARM_COSTS = ['day old', 'day old chicks', 'doc chicks', 'vaccines', 'vaccine', 'vet doctor', 'vet', 'egg crates', 'egg crate', 'feedmill', 'feed mill', 'feeds', 'agrovet', 'agro vet', 'tractor', 'tractor hire', 'ploughing', 'harrowing'];
/** A salon's consumables and a builders' yard's supplies and carriage. */
const SHOP_COSTS = ['relaxer', 'relaxers', 'relaxer and dye', 'hair dye', 'attachment', 'attachments', 'block industry', 'block ind', 'blocks', 'trailer', 'tipper', 'iron rods', 'iron rod', 'building materials', 'building material', 'cement', 'cement depot'];
/** Pay to a business's staff; a cut "STAFF SA…" is read whole by the cut-tail reader. */
const STAFF_PAY = ['staff salary', 'staff wage', 'staff pay', 'wage', 'wages', 'workers salary'];

/** Words that make the payment someone's own need, a loan or a gift rather than the business's cost. */
const NOT_BUSINESS = ['refund', 'reversal', 'loan', 'support', 'help', 'gift', 'school', 'rent', 'tithe', 'offering', 'church', 'mosque', 'hospital', 'birthday', 'wedding', 'burial', 'estate', 'levy', 'service charge', 'cooperative', 'coop', 'contribution', 'thrift', 'ajo', 'esusu', 'donation', 'charity', 'ramadan', 'zakat'];
/** A business's paid adverts on social media and search. */
const AD_SPEND = ['instagram ads', 'facebook ads', 'fb ads', 'meta ads', 'google ads', 'tiktok ads', 'twitter ads', 'instagram boost', 'facebook boost'];

export function businessKindCostRules(): Rule[] {
  return [
    // 569, as a trading account's running memo (school-fees-and-trade-memos.ts): above a purpose noun read as one
    // purchase (563: "attachment" as shopping, "decor items" as Other), a shop's kind and a person (300), and above the
    // church's "harvest"; below a loan, a bank's charge and a help memo to a person.
    {
      id: 'trade.business-kind-cost',
      priority: 569,
      when: {
        direction: 'debit',
        personas: TRADING,
        phrases: [...EVENT_RENTAL_COSTS, ...FARM_COSTS, ...SHOP_COSTS, ...STAFF_PAY],
        noneOf: NOT_BUSINESS,
        notChannels: ['pos', 'web', 'atm'],
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    // Adverts: the card or web channel is how they are bought, so no channel is excluded (569, above a card's shop).
    {
      id: 'trade.ad-spend',
      priority: 569,
      when: { direction: 'debit', personas: TRADING, phrases: AD_SPEND, noneOf: ['refund', 'reversal'] },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
  ];
}
