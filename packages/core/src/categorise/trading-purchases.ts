/**
 * What a trading account (a trader's, an SME's or a POS agent's) buys from people and dealers, where a household's
 * reading of the same word would be wrong (conventions 6 and 9: stock and supplier purchases are Business & Stock only
 * on such accounts):
 * - diesel paid to a person: the business's supply, where the word alone reads as fuel (Transport); diesel for the
 *   generator stays a utility, and a filling station's card line stays fuel;
 * - a dealer or distributor ("… SUGAR DEALER", "… DISTR" as narrow lines cut it): the supplier, where the goods' name
 *   beside it reads as food bought for the house.
 * 564: above a purpose to a person (563) and a fuel seller's or food word (520–560), below help memos (565).
 * Fabric paid to a person is not taken: sets G, K and R label it Shopping on trading accounts (aso-ebi), set T stock.
 */
import type { Rule, RuleContext } from './engine.ts';

const TRADING = ['business', 'sme', 'pos-agent'];
const NOT_PURCHASE = ['refund', 'reversal', 'loan', 'salary', 'school', 'rent', 'tithe', 'offering', 'church', 'mosque', 'support', 'help', 'gift'];
const toPerson = (c: RuleContext): boolean => c.person !== null && !c.self;

export function tradingPurchaseRules(): Rule[] {
  const notCard = ['pos', 'web', 'atm'] as const;
  return [
    {
      id: 'trade.diesel-from-person',
      priority: 564,
      when: { direction: 'debit', personas: TRADING, phrases: ['diesel'], noneOf: [...NOT_PURCHASE, 'gen', 'generator', 'genset', 'gen set', 'station', 'filling'], notChannels: [...notCard], test: toPerson },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
    {
      id: 'trade.dealer',
      priority: 564,
      when: { direction: 'debit', personas: TRADING, phrases: ['dealer', 'dealers', 'distr', 'distributor', 'distributors'], noneOf: NOT_PURCHASE, notChannels: [...notCard] },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
  ];
}
