/**
 * Cash taken out at a POS agent. An agent's terminal prints the card line as a purchase ("POS PURCHASE @ OPAY AGENT
 * AMINA", "POS/MONIEPOINT AGENT/WUSE", "Card Payment - Opay Agent Obinna"), but nothing is bought: the agent hands
 * over cash. The line must say AGENT (after an agent network's name) or CW (cash withdrawal); a shop's own terminal
 * ("POS/SHOPRITE/…") stays a purchase.
 */
import type { Rule, RuleContext } from './engine.ts';

/** Agent networks whose name stands before AGENT on a terminal's line. */
const AGENT_NETWORKS = [
  'opay',
  'moniepoint',
  'palmpay',
  'paga',
  'firstmonie',
  'kudi',
  'nomba',
  'baxi',
  'pos',
  'fcmb',
  'access closa',
];

/** Only a card or POS line: a transfer to an agent ("TRF TO OPAY AGENT ADA") is the agent's float or a person. */
const cardLine = (c: RuleContext): boolean =>
  c.n.channel === 'pos' || c.n.tokens.includes('pos') || c.n.tokens.includes('card');

// An agent's own wallet or float funded by card is the agent's stock, not cash taken out.
const NOT_CASH = [
  'refund',
  'reversal',
  'commission',
  'charge',
  'fee',
  'vat',
  'terminal',
  'rental',
  'trf',
  'transfer',
  'wallet',
  'float',
  'funding',
];

/**
 * 577: above a shop or supermarket's name (560), the named-agent shape (576) and the card fallback (200); below the
 * charge rules (800), so an agent's fee stays a charge.
 */
export function cashAgentRules(): Rule[] {
  return [
    {
      id: 'cash.pos-agent',
      priority: 577,
      when: { direction: 'debit', phrases: AGENT_NETWORKS.map((n) => `${n} agent`), noneOf: NOT_CASH, test: cardLine },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    {
      // "POS CW DAY BY DAY SUPERMARKET 5334…": CW is the terminal's cash withdrawal, wherever the terminal stands.
      id: 'cash.pos-cw',
      priority: 577,
      when: { direction: 'debit', phrases: ['pos cw'], noneOf: NOT_CASH },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    {
      // "ATMWDL@OWN": a withdrawal at the bank's own ATM; "own" names the terminal, not one's own account (601: above
      // own-money memos at 600).
      id: 'cash.atm-own',
      priority: 601,
      when: { direction: 'debit', phrases: ['atm wdl', 'atm wd', 'atm withdrawal'], allOf: ['own'], noneOf: NOT_CASH },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
  ];
}
