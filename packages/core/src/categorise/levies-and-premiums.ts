/**
 * Debits a charge word or a loan word misreads:
 * - a market association's levy ("MARKET ASSOC LEVY", through a gateway or a bill line) is a levy paid to a body that
 *   governs the trader's market (Tax & Government), not a bank's levy (801: above charge evidence at 800) nor the
 *   market as a food place;
 * - a local government's market-levy account ("<X> MARKET LG MARKET LEVY", cut to "… MARKET LG MARKE") or a market
 *   paid with a levy memo is the market levy (Tax & Government), as set I labels market levies;
 * - a direct debit to an insurer written as a "REPAYMENT" ("PAYSTACK DD HEIRS INSURANCE REPAYMENT") collects the
 *   premium (Insurance), not a loan (761: above loan words at 760);
 * - "ACCT MAINTENANCE CHG" is the bank's account-maintenance charge (800, as charges; not an estate's maintenance); on
 *   a busy business account it runs to thousands of naira, so the cap is the named-charge one (₦50,000).
 */
import type { Rule } from './engine.ts';

const INSURERS = [
  'insurance',
  'assurance',
  'sanlam life',
  'life assurance',
  'axa mansard',
  'leadway',
  'aiico',
  'heirs life',
  'heirs insurance',
];

/** A market's cooperative or thrift, or a family's or church's levy, is not the market's levy. */
const NOT_MARKET_LEVY = ['contribution', 'contributi', 'cooperative', 'coop', 'thrift', 'ajo', 'esusu', 'savings', 'burial', 'wedding', 'family', 'church', 'estate', 'diesel'];

export function levyAndPremiumRules(): Rule[] {
  return [
    {
      id: 'tax.market-association-levy',
      priority: 801,
      when: {
        direction: 'debit',
        phrases: ['market assoc levy', 'market association levy', 'market assoc', 'market association'],
        anyOf: ['levy', 'dues'],
        noneOf: ['refund', 'reversal'],
      },
      then: { category: 'tax_government' },
      truncatable: false,
    },
    // A local government's market-levy account ("SWALI MARKET LG MARKET L", "… MARKET LG MAR/FBN/TICKET"), and a market
    // paid with a levy memo ("MODERN MARKET MAKURDI FBN LEVY"): the trader's market levy, not the market as a food place
    // nor a bank's levy.
    {
      id: 'tax.market-lg-levy',
      priority: 801,
      when: {
        direction: 'debit',
        phrases: ['market lg', 'market lga', 'market local govt', 'market local government'],
        noneOf: ['refund', 'reversal', ...NOT_MARKET_LEVY],
      },
      then: { category: 'tax_government' },
      truncatable: false,
    },
    {
      id: 'tax.market-levy-memo',
      priority: 801,
      when: {
        direction: 'debit',
        phrases: ['market'],
        allOf: ['levy'],
        noneOf: ['refund', 'reversal', ...NOT_MARKET_LEVY],
      },
      then: { category: 'tax_government' },
      truncatable: false,
    },
    {
      id: 'insurance.premium-debit',
      priority: 761,
      when: {
        direction: 'debit',
        phrases: INSURERS,
        // Only the loan word is misread; an insurer's health plan or investment product keeps its own reading.
        anyOf: ['repayment', 'repay'],
        noneOf: ['loan', 'refund', 'reversal', 'claim', 'health', 'hmo', 'invest', 'investment', 'savings', 'pension'],
      },
      then: { category: 'insurance' },
      truncatable: false,
    },
    {
      id: 'charge.account-maintenance',
      priority: 800,
      when: {
        direction: 'debit',
        phrases: ['acct maintenance', 'account maintenance', 'acct maint', 'acc maintenance', 'account maint'],
        noneOf: ['refund', 'reversal', 'estate', 'facility'],
        maxAmount: 5_000_000,
      },
      then: { category: 'bank_charges', flags: ['charge:maintenance'] },
      truncatable: false,
    },
  ];
}
