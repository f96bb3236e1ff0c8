/**
 * Money kept and grown, printed in forms whose other words read as something else (set Z, Part C):
 * - a voluntary pension contribution to a PFA (`TRF TO ARM PENSION MANAGERS/AVC JAN 2026`, `… RSA TOP UP`, `… MICRO
 *   PENSION`) is savings (convention 3: the holder's own pot), not the church a PFA's name may hold (CRUSADER…), a
 *   top-up's airtime or a transfer to a person; the same pot paid back (`… PENSIONS WEMA AVC WITHDRAWAL`) is own money,
 *   not the monthly pension (salary);
 * - dollars moved to or from the holder's own domiciliary account (`FX PURCHASE USD 500 TO OWN DOM ACCT`, `FX SALE TO
 *   CUSTOMER USD 300 … OWN DOM ACCT`, `NGN/USD CONVERSION 300USD TO DOM 5727`) are own money moved: savings out, own
 *   transfer in, whichever side of the trade the bank's wording takes; its commission stays a charge;
 * - a holding sold back (`usdt sale`, `gold bar sale`) is the holder's own savings coming back, not a sale of goods
 *   (a person paying `FOR USDT` is still the trader's customer, sale-memo-credits.ts), and a gold bar bought is savings;
 * - a return alone (`WEEKLY ROI`, `ROI`, `MUDARABAH TD PROFIT`, `TD … PROFIT PAID`) is interest (convention 4), while
 *   capital or principal with it is own money (`CAPITAL AND ROI`); a crashed scheme's `INVESTORS REFUND` is the
 *   investor's capital back (own money), not a merchant's refund;
 * - a term deposit booked and a T-bill subscription are savings (not a TV subscription); withholding tax on a deposit's interest or profit is
 *   tax (convention 6), not the deposit; a deposit's early-liquidation penalty a bank charge, not a loan;
 * - money put to grow with a person or a scheme (`double your money`, `forex trading capital`, `capital top up`,
 *   `investment plan`) is savings; a stake sent to the friend who places the bets (`bet stake`, `stake for …`) betting.
 */
import type { Rule, RuleContext } from './engine.ts';

const PENSION_FIRM = ['pension', 'pensions', 'pfa', 'pension fund', 'pension managers', 'pension fund administrators'];
const NOT_KEPT = ['refund', 'reversal', 'reversed', 'rvsl', 'fee', 'charge', 'commission', 'vat', 'loan'];

/** Dollars to or from the holder's own domiciliary account. */
function ownDomiciliary(c: RuleContext): boolean {
  const t = c.n.tokens;
  const dom = t.includes('dom') || t.includes('domiciliary');
  const fx =
    t.includes('fx') || t.includes('conversion') || t.includes('usd') || t.some((w) => /^usd\d|^\d+usd$/.test(w));
  return dom && fx;
}

const RETURN_ONLY = ['roi', 'weekly roi', 'monthly roi', 'td profit', 'mudarabah td profit', 'profit paid'];

export function keptMoneyRules(): Rule[] {
  return [
    // 850: above a church's or an app's name in a PFA's (lexicon, up to 826) and a top-up's airtime.
    {
      id: 'kept.pension-voluntary',
      priority: 850,
      when: {
        direction: 'debit',
        phrases: ['avc', 'rsa top up', 'micro pension', 'voluntary contribution'],
        anyOf: PENSION_FIRM,
        noneOf: NOT_KEPT,
      },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    // 760: above a PFA's pension credit (755).
    {
      id: 'kept.pension-voluntary.back',
      priority: 760,
      when: { direction: 'credit', phrases: ['avc'], anyOf: PENSION_FIRM, noneOf: ['reversal', 'reversed', 'rvsl'] },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
    {
      id: 'kept.own-domiciliary.out',
      priority: 850,
      when: { direction: 'debit', phrases: ['dom', 'domiciliary'], noneOf: NOT_KEPT, test: ownDomiciliary },
      then: { category: 'savings_investment', flags: ['own_account'] },
      truncatable: false,
    },
    {
      id: 'kept.own-domiciliary.in',
      priority: 850,
      when: { direction: 'credit', phrases: ['dom', 'domiciliary'], noneOf: NOT_KEPT, test: ownDomiciliary },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
    // 840: above a person's coin sale (835) and a credit read from the payer.
    {
      id: 'kept.holding-sold',
      priority: 840,
      when: {
        direction: 'credit',
        phrases: ['usdt sale', 'usdc sale', 'btc sale', 'bitcoin sale', 'gold bar sale', 'gold bars sale'],
        noneOf: ['refund', 'reversal', 'reversed', 'rvsl'],
      },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
    {
      id: 'kept.gold-bar',
      priority: 840,
      when: { direction: 'debit', phrases: ['gold bar', 'gold bars'], noneOf: NOT_KEPT },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    // 840: above a savings app's money back (826) and a person's or a customer's credit.
    {
      id: 'kept.return-only',
      priority: 840,
      when: {
        direction: 'credit',
        phrases: RETURN_ONLY,
        noneOf: [
          'capital and',
          'and capital',
          'principal',
          'refund',
          'reversal',
          'reversed',
          'rvsl',
          'maturity',
          'liquidation',
        ],
      },
      then: { category: 'interest' },
      truncatable: false,
    },
    // 905: above the refund word's reversal (900).
    {
      id: 'kept.investors-refund',
      priority: 905,
      when: { direction: 'credit', phrases: ['investors refund', 'investor refund'] },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
    {
      id: 'kept.deposit-booking',
      priority: 840,
      when: {
        direction: 'debit',
        phrases: ['td booking', 'term dep booking', 'term deposit booking', 'fd booking', 'fixed deposit booking'],
        noneOf: NOT_KEPT,
      },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    {
      id: 'kept.treasury-bill',
      priority: 840,
      when: {
        direction: 'debit',
        phrases: [
          't bill subscription',
          'tbill subscription',
          't bills subscription',
          'tbills bid',
          'treasury bill subscription',
        ],
        noneOf: NOT_KEPT,
      },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    // 860: above the deposit's own savings words.
    {
      id: 'kept.deposit-tax',
      priority: 860,
      when: {
        direction: 'debit',
        phrases: ['wht', 'withholding tax'],
        anyOf: ['fixed deposit', 'term deposit', 'term dep', 'td', 'fd', 'mudarabah'],
        noneOf: ['refund', 'reversal'],
      },
      then: { category: 'tax_government' },
      truncatable: false,
    },
    {
      id: 'kept.deposit-penalty',
      priority: 860,
      when: {
        direction: 'debit',
        phrases: ['penalty'],
        anyOf: ['pre liquidation', 'liquidation', 'fixed deposit', 'term deposit', 'fd', 'td'],
        noneOf: ['refund', 'reversal', 'loan'],
      },
      then: { category: 'bank_charges' },
      truncatable: false,
    },
    {
      id: 'kept.money-put-to-grow',
      priority: 700,
      when: {
        direction: 'debit',
        phrases: ['double your money', 'forex trading capital', 'trading capital', 'capital top up', 'investment plan'],
        noneOf: NOT_KEPT,
      },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    {
      id: 'kept.bet-stake',
      priority: 700,
      when: { direction: 'debit', phrases: ['bet stake', 'stake for'], noneOf: ['refund', 'reversal'] },
      then: { category: 'betting' },
      truncatable: false,
    },
  ];
}
