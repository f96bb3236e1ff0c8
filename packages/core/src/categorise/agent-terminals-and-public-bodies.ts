/**
 * Payees whose name says what kind of body they are, though no lexicon brand or memo does (set Y's conventions B.5,
 * B.6, B.13 and Part A 6):
 * - a card payment whose merchant field is only an agent network's own name ("POS PURCHASE @ TEAMAPT LIMITED LAGOS
 *   NG", "Merchant Payment PALMPAY LIMITED", "POS AGENCY/TRF-ACC/POS KANO") was made at an agent's terminal, where
 *   cards are used to buy cash: cash bought, not a purchase. The same names in a transfer are the receiving wallet of
 *   a person ("… / PALMPAY LIMITED / foodstuff"), so a transfer word anywhere outside the name keeps the rule off;
 * - a state's traffic agency paid by name ("KANO STATE KAROTA") is a government fee; a "fine" paid to a person is
 *   left to the purpose rules (the sets label an officer's fine Other);
 * - a state internal revenue service's market ticket ("ABIA STATE IRS ARIARIA") is a tax, though a market's name
 *   otherwise reads a trader's payment as stock;
 * - visa centres and immigration fees (VFS Global, TLScontact, IRCC, UKVI's health surcharge, an Indian e-visa) are
 *   government fees even when a contractor collects them, not travel;
 * - a cooperative society named after its members' employer or trade ("LASG HEALTH WORKERS COOP", "PLATEAU TEACHERS
 *   COOP") is the members' savings, not the state or a school; a loan repayment to it is left to the loan rules;
 * - a traders' association or union's dues on a business account are a cost of trading (Part A 6), though the
 *   association is named after what its members sell ("BALOGUN LACE TRADERS ASSOC").
 */
import type { Rule, RuleContext } from './engine.ts';

/** Agent networks whose own name is printed as the merchant of a card payment at an agent's terminal. */
export const AGENT_NETWORK_MERCHANTS = [
  'teamapt limited',
  'teamapt ltd',
  'palmpay limited',
  'opay digital services',
  'agency trf acc pos',
];

/** Words that mark a card payment (the channel of the line). */
const CARD_WORDS = new Set(['pos', 'card', 'prch', 'purch', 'purchase', 'merchant', 'paid', 'pmt', 'txn', 'tran']);

/** Words that mark a transfer (the name is then a person's receiving wallet). */
const TRANSFER_TOKENS = new Set([
  'trf',
  'tfr',
  'transfer',
  'transferto',
  'nip',
  'sent',
  'send',
  'to',
  'from',
  'frm',
  'inflow',
  'received',
  'ussd',
  'fip',
  'momo',
]);

/** A card line whose merchant is only an agent network's name (a city and "NG" may follow, not a person or memo). */
function agentTerminalLine(c: RuleContext): boolean {
  const t = c.n.tokens;
  for (const name of AGENT_NETWORK_MERCHANTS) {
    const words = name.split(' ');
    const at = t.findIndex((_, i) => words.every((w, j) => t[i + j] === w));
    if (at < 0) continue;
    const before = t.slice(0, at);
    const after = t.slice(at + words.length);
    if (after.length > 3) return false;
    if ([...before, ...after].some((w) => TRANSFER_TOKENS.has(w))) return false;
    return before.some((w) => CARD_WORDS.has(w));
  }
  return false;
}

/** State traffic management agencies, by their printed names. */
export const TRAFFIC_AGENCIES = [
  'karota',
  'lastma',
  'kastlea',
  'traffic management agency',
  'traffic management authority',
  'road traffic agency',
];

export const STATE_REVENUE_SERVICES = [
  'state irs',
  'state internal revenue',
  'board of internal revenue',
  'internal revenue service',
];

export const VISA_AND_IMMIGRATION_FEES = [
  'vfs global',
  'vfsglobal',
  'tlscontact',
  'tls contact',
  'ircc',
  'ukvi',
  'ihs payment',
  'immigration health surcharge',
  'indian visa',
  'visa fee',
  'visa application fee',
];

export const COOPERATIVE_PAYEES = [
  'coop',
  'cooperative',
  'co operative',
  'coop society',
  'cooperative society',
  'multipurpose coop',
];

export const TRADE_ASSOCIATIONS = [
  'traders assoc',
  'traders association',
  'traders union',
  'traders welfare association',
  'dealers association',
  'sellers association',
];

const NOT_A_FEE_PAID = ['refund', 'reversal', 'reversed', 'charge', 'chg', 'commission', 'vat'];

export function agentTerminalAndPublicBodyRules(): Rule[] {
  return [
    // 585: above a card's unknown shop (200), a public body's kind (558: "AGENCY") and a supplier-like name (560).
    {
      id: 'card.agent-terminal',
      priority: 585,
      when: {
        direction: 'debit',
        phrases: AGENT_NETWORK_MERCHANTS,
        noneOf: ['refund', 'reversal', 'terminal fee'],
        test: agentTerminalLine,
      },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    {
      id: 'tax.traffic-agency',
      priority: 566,
      when: { direction: 'debit', phrases: TRAFFIC_AGENCIES, person: false, noneOf: [...NOT_A_FEE_PAID, 'fine'] },
      then: { category: 'tax_government' },
      truncatable: false,
    },
    // 566: above a wholesale market's name on a trader's account (564).
    {
      id: 'tax.state-revenue-service',
      priority: 566,
      when: { direction: 'debit', phrases: STATE_REVENUE_SERVICES, noneOf: NOT_A_FEE_PAID },
      then: { category: 'tax_government' },
      truncatable: false,
    },
    // 566: above the travel agents' lexicon (560) that holds visa centres as travel. An exam taken for a visa ("IELTS
    // UKVI") is the exam's fee, education.
    {
      id: 'tax.visa-and-immigration',
      priority: 566,
      when: {
        direction: 'debit',
        phrases: VISA_AND_IMMIGRATION_FEES,
        noneOf: [...NOT_A_FEE_PAID, 'ielts', 'toefl', 'pte', 'exam'],
      },
      then: { category: 'tax_government' },
      truncatable: false,
    },
    // 561: just above a lexicon brand (560) that the members' employer or trade names ("LASG", "TEACHERS").
    {
      id: 'savings.named-cooperative',
      priority: 561,
      when: {
        direction: 'debit',
        phrases: COOPERATIVE_PAYEES,
        person: false,
        noneOf: [...NOT_A_FEE_PAID, 'loan', 'repayment', 'repay', 'levy', 'fee', 'fees', 'form', 'registration'],
      },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    // 566: above the goods its members sell read as one purchase (563) or a shop's kind (565 is personal only).
    {
      id: 'trade.association-dues',
      priority: 566,
      when: {
        direction: 'debit',
        personas: ['business', 'sme', 'self-employed', 'pos-agent', 'gig-worker'],
        phrases: TRADE_ASSOCIATIONS,
        noneOf: [...NOT_A_FEE_PAID, 'levy', 'tenement', 'signage', 'permit', 'loan'],
      },
      then: { category: 'business_expense', flags: ['persona'] },
      truncatable: false,
    },
  ];
}
