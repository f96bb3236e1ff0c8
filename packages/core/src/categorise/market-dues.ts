/**
 * A market's dues, levy, revenue or daily ticket is paid to the state or the local government that runs the market
 * (Tax & Government), whatever shop or restaurant word the market's name holds ("KANO STATE MARKET REVENUE"). A
 * traders' union's dues are the trade's own cost, left to the other rules.
 */
import type { Rule } from './engine.ts';

export const MARKET_DUES = [
  'market dues',
  'market revenue',
  'market levy',
  'market levies',
  'market ticket',
  'market toll',
  'market rate',
  'market rates',
  'stall levy',
];

/** Rules (790: above brands and supplier words, below bank charges' own evidence and lenders' fees). */
export function marketDuesRules(): Rule[] {
  return [
    {
      id: 'government.market-dues',
      priority: 790,
      when: {
        direction: 'debit',
        phrases: MARKET_DUES,
        noneOf: ['union', 'association', 'refund', 'reversal', 'traders'],
      },
      then: { category: 'tax_government' },
      truncatable: false,
    },
  ];
}
