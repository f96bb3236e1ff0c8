/**
 * Two transfer forms whose payee or memo reads like something else:
 * - a transfer to a POS agent's business account ("… POS POINT", "… POS BUSINESS") is cash bought from the agent
 *   (convention 7), though no card was used: the payee's name says what it is, with or without a memo. A POS agent's
 *   own transfers to another agent are left to the agent's float rules. The agent's shop is also printed as its
 *   owner's name and the word POS alone (`TRF TO TANKO BASHIR POS`, `Send to Ogbeide Efe Pos 150****740`,
 *   `TRF/DANLADI OCHE POS/PROVIDUS`): POS closing the payee's name, with only the receiving bank after it, is the same
 *   cash point (a float, a terminal or a customer's deposit named after it is left to the agent's rules);
 * - a person's credit "for light bill" on a household's account is a relative's or a housemate's share of the bill,
 *   money received, not a biller's refund (the electricity words otherwise read a credit as the DisCo's refund). A
 *   landlord's or a trader's tenant paying the bill is left to the rules for their accounts.
 */
import { PERSONAS } from '../contract.ts';
import type { Rule, RuleContext } from './engine.ts';
import { CHANNEL_WORDS } from './normalise.ts';
import { PLACES } from '../lexicon/places.ts';

const PLACE_WORDS: ReadonlySet<string> = new Set(PLACES);

/** A POS agent's shop, as its owner names the account. */
export const CASH_POINT_PAYEES = [
  'pos point',
  'pos business',
  'pos centre',
  'pos center',
  'pos stand',
  'pos hub',
  'pos shop',
];

/** Accounts that are not a POS agent's ('' when the persona is not known). */
const NOT_AGENT = ['', ...PERSONAS.filter((p) => p !== 'pos-agent')];

/** Household accounts: a share of a bill paid in is help, not takings. */
const HOUSEHOLD_PERSONAS = ['', 'salaried', 'student', 'civil-servant', 'retiree', 'diaspora'];

export const BILL_SHARE_MEMOS = ['for light bill', 'for nepa bill', 'light bill contribution', 'for electricity bill'];

/** Words that may follow the agent's POS on a transfer line: the receiving bank and a cash memo. */
const AFTER_AGENT_POS: ReadonlySet<string> = new Set(['bank', 'cash', 'cashout', 'ibtc', 'mfb', 'psb', 'first', 'guaranty', 'trust', 'heritage', 'unity']);

/** A transfer whose payee is a name closed by POS (`… TO TANKO BASHIR POS [BANK]`). */
function nameThenPos(c: RuleContext): boolean {
  const t = c.n.tokens;
  const at = t.lastIndexOf('pos');
  if (at < 1 || CHANNEL_WORDS.has(t[at - 1]!)) return false;
  // After POS: the receiving bank, or the agent's place (`Transfer to Chuks Pos Akoka`, `… POS GAA AKANBI | Moniepoint`):
  // up to three words of which the last is a place the lexicon knows.
  const after = t.slice(at + 1).filter((w) => !CHANNEL_WORDS.has(w) && !AFTER_AGENT_POS.has(w));
  if (after.length > 3 || (after.length > 0 && !PLACE_WORDS.has(after.at(-1)!))) return false;
  // The line is a transfer (a card line's POS is the terminal's, `NIPCO FILLING STATION IBADAN LANG POS`).
  return c.n.channel === 'nip' || t.some((w) => w === 'trf' || w === 'transfer' || w === 'send' || w === 'sent' || w === 'outflow');
}

export function cashPointAndBillShareRules(): Rule[] {
  return [
    {
      id: 'cash-point.named-pos',
      priority: 578,
      when: {
        direction: 'debit',
        notChannels: ['atm'],
        phrases: ['pos'],
        noneOf: ['refund', 'reversal', 'fee', 'charge', 'levy', 'rent', 'terminal', 'float', 'wallet', 'deposit', 'accessories'],
        test: nameThenPos,
      },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    {
      id: 'cash-point.transfer',
      priority: 578,
      when: {
        direction: 'debit',
        personas: NOT_AGENT,
        notChannels: ['pos', 'web', 'atm'],
        phrases: CASH_POINT_PAYEES,
        noneOf: ['refund', 'reversal', 'fee', 'charge', 'rent', 'terminal'],
      },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    {
      id: 'bill-share.credit',
      priority: 445,
      when: {
        direction: 'credit',
        personas: HOUSEHOLD_PERSONAS,
        person: true,
        phrases: BILL_SHARE_MEMOS,
        noneOf: ['refund', 'reversal', 'reversed', 'token'],
      },
      then: { category: 'transfer_in', flags: ['person'] },
      truncatable: false,
    },
  ];
}
