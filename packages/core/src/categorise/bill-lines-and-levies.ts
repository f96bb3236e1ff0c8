/**
 * Bill-payment and bank lines whose shape says what they are, where their words alone mislead:
 * - a POS cash-out printed "POSWD|<agent>|<terminal>", "POS cash <agent>" or "Card cash <agent>": cash (convention 7),
 *   though the agent's name reads as a shop and the card channel as a purchase;
 * - an account's maintenance fee printed with only its period ("MAINT|OCT24", "A/C MAINT NOV-2024",
 *   "MAINTENANCE: DEC 2024"): a bank charge, with no fee word beside it;
 * - a state's water corporation or environmental (waste) board on a bill line ("BILLS <STATE> WATER …",
 *   "BILL|<STATE> ENV|…", "<X>SWMB"): utilities (convention 8);
 * - a government's daily, park, transport or market levy, a local government's permit and a parks management system
 *   paid as a bill: Tax & Government (convention 6), where "levy" beside a bill word read as a bank's levy;
 * - a festive greeting to a person ("Ramadan kareem", "Eid mubarak"): a gift (convention 1), where "Ramadan" read as a
 *   mosque's appeal.
 */
import type { Rule, RuleContext } from './engine.ts';
import { namesPerson } from './transfer-memos.ts';

// "POS CASH AND CARRY …" is a card at a shop named "cash and carry", not cash.
const POS_CASH_LINE = /^\s*(?:POSWD\b|POS[\s-]*CASH\b(?!\s*(?:AND|&|N)\s+CARRY)|CARD\s+CASH\b)/i;
const MONTH = '(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*';
/** The maintenance word, then only a month and a year. */
const MAINTENANCE_PERIOD = new RegExp(`^\\s*(?:A\\/C\\s+|ACCT?\\s+)?MAINT(?:ENANCE)?\\s*[|:/-]?\\s*${MONTH}\\s*[-/ ]?\\s*\\d{2,4}\\s*$`, 'i');

/** A bill-payment line ("BILLS-…", "737 BILL PAYMENT …", "UMOBILE BILLS PAY …", "BILLPAY/…"). */
const BILL_LINE = /\bBILLS?\b|\bBILLPAY\b/i;
/** Nigeria's states (and the FCT), as their boards print them. */
const STATES =
  'abia|adamawa|akwa ibom|anambra|bauchi|bayelsa|benue|borno|cross river|delta|ebonyi|edo|ekiti|enugu|fct|gombe|imo|jigawa|kaduna|kano|katsina|kebbi|kogi|kwara|lagos|nasarawa|niger|ogun|ondo|osun|oyo|plateau|rivers|sokoto|taraba|yobe|zamfara';
/** "<STATE> WATER", "<STATE> ENV": a state's water corporation or its environmental (waste) board. */
const STATE_BOARD = new RegExp(`\\b(?:${STATES})\\s+(?:state\\s+)?(?:water|env|environmental)\\b`, 'i');
/** A state waste management board's acronym ("EDSWMB", "LSWMB"). */
const WASTE_BOARD = /\b[A-Z]{1,4}SWMB\b/i;

/** A government levy or permit paid as a bill: the state, the local government, a park, a market. */
const GOVERNMENT_LEVY = [
  'daily levy',
  'park levy',
  'parks levy',
  'transport levy',
  'market levy',
  'mkt levy',
  'lg levy',
  'lga levy',
  'lg permit',
  'lga permit',
  'pos permit',
  'parks mgt',
  'parks management',
  'park management',
  // A local government's daily ticket for a bus or a trader, and a market's development levy.
  'lg ticket',
  'lga ticket',
  'market dev',
  'market development',
];

/**
 * Greetings of a feast sent with money to a person: a gift, not a mosque's or a church's appeal. "Barka da sallah" is
 * left to the sallah memos: its "da" would become a known word and stop a name cut to two letters ("BALA DA").
 */
const FEAST_GREETINGS = ['ramadan kareem', 'ramadan mubarak', 'eid mubarak', 'happy eid'];

const billLine = (c: RuleContext): boolean => BILL_LINE.test(c.description);

export function billLineAndLevyRules(): Rule[] {
  return [
    // 850, as "POS/CASH/<name>" (own-money-and-cash-forms.ts): above the kind words and a POS agent's float.
    {
      id: 'cash.pos-cash-line',
      priority: 850,
      when: { direction: 'debit', noneOf: ['fee', 'charge', 'commission', 'refund', 'reversal', 'reversed', 'rvsl'], test: (c) => POS_CASH_LINE.test(c.description) },
      then: { category: 'cash_withdrawal' },
      truncatable: false,
    },
    // 806, beside the EMTL period line: a small fee, never a large payment.
    {
      id: 'charge.maintenance-period',
      priority: 806,
      when: { direction: 'debit', maxAmount: 1_000_000, test: (c) => MAINTENANCE_PERIOD.test(c.description) },
      then: { category: 'bank_charges', flags: ['charge:maintenance'] },
      truncatable: false,
    },
    // 590: above a shop's kind and card words, below a charge and a loan.
    {
      id: 'utilities.state-board.bill',
      priority: 590,
      when: { direction: 'debit', noneOf: ['refund', 'reversal'], test: (c) => billLine(c) && (STATE_BOARD.test(c.description) || WASTE_BOARD.test(c.description)) },
      then: { category: 'utilities' },
      truncatable: false,
    },
    // 801: above a levy beside a bill word read as a bank's charge (800).
    {
      id: 'tax.government-levy.bill',
      priority: 801,
      when: { direction: 'debit', phrases: GOVERNMENT_LEVY, noneOf: ['refund', 'reversal', 'emtl', 'stamp duty', 'electronic'], test: (c) => billLine(c) || c.person === null },
      then: { category: 'tax_government' },
      truncatable: false,
    },
    // 807: above giving memos (806) and a mosque's words (520); only to a person.
    {
      id: 'person.feast-greeting.debit',
      priority: 807,
      when: { direction: 'debit', phrases: FEAST_GREETINGS, noneOf: ['mosque', 'masjid', 'islamic', 'zakat', 'feeding', 'refund', 'reversal'], notChannels: ['pos', 'web', 'atm'], test: namesPerson },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
  ];
}
