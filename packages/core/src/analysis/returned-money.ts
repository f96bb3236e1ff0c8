/**
 * Money that came back: a failed transfer reversed, a card charge refunded, a duplicate debit returned, a credit sent
 * in error and taken back. The statement prints both rows, so counting them as they stand books a reversed transfer
 * as spending and a mistaken credit as income. Each returning row is linked to the row whose money it brings back;
 * the arithmetic (arithmetic.ts) then counts only what stayed spent and what stayed received.
 *
 * Money passed on for someone else (passed-on.ts) is linked the same way, after these links.
 *
 * A credit returns a debit only when the categoriser read it as a refund or reversal. A debit returns a credit only
 * when its words say it sends money back (a reversal, a recall, a wrong credit, a returned cheque). Amounts alone never
 * link two rows: the words must say so, and among several candidates the one that shares a reference or a name wins,
 * then the nearest before it.
 */
import type { Kobo, MoneyReturned, Transaction } from '../contract.ts';
import { isoDayNumber } from './arithmetic.ts';
import { chargeTypeOf } from './charges-audit.ts';
import { parseDate } from '../statements/parse-date.ts';
import { LENDERS } from '../lexicon/lenders.ts';
import { findPassedOn } from './passed-on.ts';
import { chronology, tokens } from './row-matching.ts';

export interface ReturnLink {
  /** The row that brings money back. */
  from: number;
  /** The row whose money came back. */
  to: number;
  /** Kobo that came back of `to` (the rest of `amount` went to `fees`). */
  amount: Kobo;
  /** Charges of `to` that the same credit returned, with the kobo of each. */
  fees: { index: number; amount: Kobo }[];
  /** Set when `from` passed on the money of `to`, a credit that asked to be sent on (passed-on.ts). */
  passedOn?: true;
}

/** A credit may come back up to this many days after its debit (card disputes take weeks). */
const CREDIT_WINDOW_DAYS = 120;
/** The most a transfer's charges come to (commission, VAT, levy, stamp duty): kobo; or 2% of a card payment. */
const MAX_FEES = 20_000;
/** Rows before a returning row that are all considered; beyond them only rows of its exact amount. */
const NEAR = 1_000;
/** Money received in error is recalled within weeks. */
const DEBIT_WINDOW_DAYS = 60;

// A debit that says it sends a credit back. "refund" alone may be a trader refunding a customer: it needs the name.
// A chargeback debited to a merchant or a POS agent takes back a card payment it had received.
const RETURNS_CREDIT = /\b(?:REV(?:ERSAL|ERSED|ERSE)?|RVSL?|RVS|RETURN(?:ED|ING)|RETURN OF|RETURN TO SENDER|RECALL(?:ED)?|WRONG(?:LY)?|ERRONEOUS(?:LY)?|MISDIRECTED|IN ERROR|BY MISTAKE|SENT BACK|DAIF|DAUD|UNPAID|CHARGE ?BACK)\b/;
const REFUND_WORD = /\bREFUND(?:ED|ING)?\b/;
// "TRF TO REV FR IKECHUKWU": a Reverend, not a reversal.
const REVEREND = /\bTO REV\b\.?|\bREV\.? (?:FR|FATHER|DR|CANON|BISHOP|PASTOR|SR|SIS|BRO)\b/g;
const CHARGE_WORDS = /\b(?:CHARGES?|CHGS?|FEES?|COMMISSION|COMM|SMS|ALERT|MAINTENANCE|MAINT|LEVY|STAMP|DUTY|VAT|COT)\b/;

/** Two rows that each print a reference of the same kind (same letters before the digits, same length) and share none: two different orders. */
const refShape = (r: string) => `${r.replace(/\d.*$/, '')}:${r.length}`;
function otherReference(kinds: ReadonlySet<string>, b: Set<string>): boolean {
  if (kinds.size === 0) return false;
  for (const r of b) if (kinds.has(refShape(r))) return true;
  return false;
}

const shared = <T>(a: Set<T>, b: Set<T>): number => {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
};

/** The charges booked with a debit: bank charges of the same day printed within three lines of it. */
function feesOf(txs: readonly Transaction[], j: number): number[] {
  const out: number[] = [];
  for (let k = Math.max(0, j - 3); k <= Math.min(txs.length - 1, j + 3); k++) {
    const t = txs[k]!;
    if (k !== j && t.amount < 0 && t.category === 'bank_charges' && t.date === txs[j]!.date && -t.amount < -txs[j]!.amount) out.push(k);
  }
  return out;
}

/** The subset of `fees` (at most three are tried) whose amounts make up `rest`, or null. */
function feesMakingUp(fees: number[], rest: Kobo, left: (i: number) => Kobo): number[] | null {
  const f = fees.slice(0, 3);
  for (let mask = 1; mask < 1 << f.length; mask++) {
    const pick = f.filter((_, b) => mask & (1 << b));
    if (pick.reduce((s, i) => s + left(i), 0) === rest) return pick;
  }
  return null;
}

interface Candidate {
  to: number;
  fees: number[];
  refs: number;
  /** The returning row names the day of this row ("DOUBLE CHARGE 11 JUN 2025", "22/04/2025"). */
  dated: boolean;
  /** A refund of a duplicate, and this row repeats the one booked just before it: the duplicate. */
  second: boolean;
  /** A charge taken for a payment that came back already (the transfer's reversal booked just before this one). */
  sibling: boolean;
  words: number;
  /** Both rows went by the same channel (POS, ATM, NIP, USSD …). */
  channel: boolean;
  exact: boolean;
}

/**
 * The candidate sharing more (a reference, the day named, a payment already returned, words, the channel), then
 * exact. Then the earliest: a transfer retried before its reversal came back leaves the failed one first; but a refund
 * of a duplicate or of an excess returns the second, and a returned charge is the latest of its kind.
 */
function better(a: Candidate, b: Candidate | null, rank: readonly number[], latest: boolean): boolean {
  if (b === null) return true;
  if (a.refs !== b.refs) return a.refs > b.refs;
  if (a.dated !== b.dated) return a.dated;
  if (a.second !== b.second) return a.second;
  if (a.sibling !== b.sibling) return a.sibling;
  if (a.words !== b.words) return a.words > b.words;
  if (a.channel !== b.channel) return a.channel;
  if (a.exact !== b.exact) return a.exact;
  // Among equals a whole return goes to the earliest (a transfer retried before its reversal leaves the failed one
  // first); a part, to the latest (an overpayment is refunded after the payment that overpaid).
  return latest || !a.exact ? rank[a.to]! > rank[b.to]! : rank[a.to]! < rank[b.to]!;
}

const CHANNELS = ['POS', 'ATM', 'NIP', 'NEFT', 'USSD', 'WEB', 'AIRTIME', 'DATA', 'CARD', 'BILL', 'ELECTRICITY', 'BETTING', 'LOAN', 'CHEQUE', 'CHQ'];
const CHANNEL_WORDS = CHANNELS.map((c) => [c, new RegExp(`\\b${c}\\b`)] as const);
const channelsOf = (upper: string): Set<string> => new Set(CHANNEL_WORDS.filter(([, re]) => re.test(upper)).map(([c]) => c));
const DUPLICATE = /\b(?:DUPLICATE|DOUBLE|TWICE|EXCESS|DEBITED 2X|CHARGED 2X)\b/;
// A credit that links to a row it shares nothing with must say it brings money back.
const SAYS_RETURN = /\b(?:REV|REVERSAL|REVERSED|RVSL?|RVS|REFUND(?:ED)?|CHARGE ?BACK|DISPUTE|FAILED|RETURN(?:ED)?|CREDIT BACK|RECALL(?:ED)?)\b/;

/** The day a narration names ("11 JUN 2025", "22/04/2025", "03-07-2025"), ISO, or null. */
const DAY_IN_TEXT = /\b\d{1,2}[ /-](?:\d{1,2}|[A-Z]{3,9})[ /-]\d{2,4}\b/;
function namedDay(upper: string): string | null {
  const m = DAY_IN_TEXT.exec(upper);
  return m ? parseDate(m[0]) : null;
}

/** The row a charge was taken for: the nearest payment or receipt above it on the same day, or null. */
function parentOf(txs: readonly Transaction[], j: number): number | null {
  if (txs[j]!.category !== 'bank_charges') return null;
  for (let k = j - 1; k >= Math.max(0, j - 3); k--) {
    if (txs[k]!.date !== txs[j]!.date) return null;
    if (txs[k]!.category !== 'bank_charges') return k;
  }
  return null;
}

/** Lenders' one-word names ("QUICKCHECK", "FAIRMONEY"): unlike a first name, one of them names the same party. */
const LENDER_WORDS: ReadonlySet<string> = new Set(LENDERS.flatMap((l) => l.aliases).filter((a) => /^[a-z0-9]{4,}$/.test(a)).map((a) => a.toUpperCase()));
function sharesLender(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const w of a) if (b.has(w) && LENDER_WORDS.has(w)) return true;
  return false;
}

/** Links each returning row to the row it brings back. Pure; the rows are not changed. */
export function findReturns(txs: readonly Transaction[]): ReturnLink[] {
  const { order, rank } = chronology(txs);
  // Words and references of a row, worked out when a returning row first compares with it.
  const tokenCache: (ReturnType<typeof tokens> | undefined)[] = new Array(txs.length);
  const tok = (j: number) => (tokenCache[j] ??= tokens(txs[j]!.description));
  const dayOf = txs.map((t) => isoDayNumber(t.date));
  const remaining = txs.map((t) => Math.abs(t.amount));
  const links: ReturnLink[] = [];
  // The rows a returning row may bring back: the NEAR rows booked just before it, and further back only a row of its
  // exact amount. A 200,000-row statement then costs a few thousand comparisons a reversal, not every row.
  const byAmount = new Map<number, number[]>();
  for (const j of order) {
    const list = byAmount.get(Math.abs(txs[j]!.amount));
    if (list) list.push(j);
    else byAmount.set(Math.abs(txs[j]!.amount), [j]);
  }
  const candidatesOf = (i: number, want: Kobo): number[] => {
    const from = Math.max(0, rank[i]! - NEAR);
    // The rows of that amount booked before `from` (the list is in booking order): the latest NEAR of them.
    const same = byAmount.get(want) ?? [];
    let lo = 0;
    let hi = same.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rank[same[mid]!]! < from) lo = mid + 1;
      else hi = mid;
    }
    return [...same.slice(Math.max(0, lo - NEAR), lo), ...order.slice(from, rank[i]!)];
  };
  const channelCache: (Set<string> | undefined)[] = new Array(txs.length);
  const channelsAt = (j: number) => (channelCache[j] ??= channelsOf(txs[j]!.description.toUpperCase()));
  // Each row that repeats the row booked just before it (same day, amount and words): a duplicate charge.
  const repeats = new Set(order.filter((i, k) => k > 0 && ((p) => p.date === txs[i]!.date && p.amount === txs[i]!.amount && p.description === txs[i]!.description)(txs[order[k - 1]!]!)));
  for (const i of order) {
    const t = txs[i]!;
    const upper = t.description.toUpperCase().replace(REVEREND, ' ');
    const creditBack = t.amount > 0 && t.category === 'refund_reversal';
    // A loan repaid ("TRF TO ADA OBI REFUND OF LOAN") pays a debt: it does not send the loan's credit back.
    const sends = t.amount < 0 && t.category !== 'bank_charges' && !t.loanRepayment;
    const strongDebit = sends && RETURNS_CREDIT.test(upper);
    const weakDebit = sends && !strongDebit && REFUND_WORD.test(upper);
    if (!creditBack && !strongDebit && !weakDebit) continue;
    const want = Math.abs(t.amount);
    const day = dayOf[i]!;
    const window = creditBack ? CREDIT_WINDOW_DAYS : DEBIT_WINDOW_DAYS;
    const onDay = namedDay(upper);
    const channels = channelsOf(upper);
    const refKinds = new Set([...tok(i).refs].map(refShape));
    const duplicate = DUPLICATE.test(upper);
    const saysReturn = SAYS_RETURN.test(upper);
    let best: Candidate | null = null;
    for (const j of candidatesOf(i, want)) {
      const o = txs[j]!;
      if (j === i || rank[j]! > rank[i]! || remaining[j]! === 0 || Math.sign(o.amount) === Math.sign(t.amount)) continue;
      if (creditBack ? o.category === 'refund_reversal' : o.category === 'refund_reversal' || o.category === 'own_transfer') continue;
      const days = day - dayOf[j]!;
      if (days < 0 || days > window) continue;
      // What the amounts allow, before any words are compared: the whole row, the row and its charges, or a part.
      const rest = want - remaining[j]!;
      if (rest > 0 && !(creditBack && rest <= Math.max(MAX_FEES, remaining[j]! / 50))) continue;
      // A charge carries the references of the payment it was taken for ("REFUND OF ATM CHARGE TID …").
      const parent = parentOf(txs, j);
      const theirRefs = parent === null ? tok(j).refs : new Set([...tok(j).refs, ...tok(parent).refs]);
      const refs = shared(tok(i).refs, theirRefs);
      if (refs === 0 && otherReference(refKinds, theirRefs)) continue;
      const words = shared(tok(i).words, tok(j).words);
      // One shared word may be a first name two people have; a shop names itself in two words or a reference, a
      // lender in its one name ("Refund from QUICKCHECK … overpayment" of "PAYSTACK*QUICKCHECK REPAYMENT").
      const named = refs > 0 || words >= 2 || (words === 1 && sharesLender(tok(i).words, tok(j).words));
      let fees: number[] | null = [];
      let exact = want === remaining[j]!;
      if (rest > 0) {
        fees = feesMakingUp(feesOf(txs, j), rest, (k) => remaining[k]!);
        exact = fees !== null;
      }
      if (fees === null) continue;
      // Part of a payment comes back (a returned item, a partial order) only where the rows name the same thing.
      const partial = !exact && want < remaining[j]!;
      if (!exact && !(partial && named)) continue;
      if (weakDebit && !named) continue;
      const channel = [...channelsAt(j)].some((c) => channels.has(c));
      const dated = onDay !== null && onDay === o.date;
      if (refs === 0 && words === 0 && !channel && !dated && !saysReturn) continue;
      const sibling = parent !== null && remaining[parent]! < Math.abs(txs[parent]!.amount);
      const cand: Candidate = { to: j, fees, refs, dated, second: duplicate && repeats.has(j), sibling, words, channel, exact };
      if (better(cand, best, rank, duplicate || o.category === 'bank_charges')) best = cand;
    }
    if (best === null) {
      if (creditBack && CHARGE_WORDS.test(upper)) {
        const link = chargesRefund(txs, i, rank, dayOf, remaining);
        if (link) links.push(link);
      }
      continue;
    }
    const main = Math.min(want, remaining[best.to]!);
    remaining[best.to]! -= main;
    const fees = best.fees.map((k) => {
      const amount = remaining[k]!;
      remaining[k] = 0;
      return { index: k, amount };
    });
    remaining[i] = 0;
    links.push({ from: i, to: best.to, amount: main, fees });
  }
  return links;
}

/**
 * A bank returning charges it took ("REVERSAL OF EXCESS SMS CHARGES") seldom matches one charge: it returns several.
 * The credit is spread over the latest earlier charges until it is used up, and only when they cover it.
 */
function chargesRefund(txs: readonly Transaction[], i: number, rank: number[], dayOf: number[], remaining: number[]): ReturnLink | null {
  const day = dayOf[i]!;
  // "REVERSAL OF EXCESS CHARGES MAY 2025" returns May's charges: none of another month, and nothing when May is not here.
  const month = namedMonth(txs[i]!.description, txs[i]!.date);
  const kind = chargeTypeOf(txs[i]!.description.replace(/\b(?:REVERSAL|REFUND|REVERSED|OF|EXCESS|DOUBLE|DUPLICATE)\b/gi, ' '));
  const earlier = txs
    .map((_, j) => j)
    .filter((j) => txs[j]!.amount < 0 && txs[j]!.category === 'bank_charges' && rank[j]! < rank[i]! && remaining[j]! > 0 && day - dayOf[j]! <= CREDIT_WINDOW_DAYS)
    .filter((j) => month === null || chargeMonth(txs[j]!) === month)
    // "… NIP FEES" returns transfer fees, not SMS charges; a refund of "charges" may return any.
    .filter((j) => kind === 'other_fee' || chargeTypeOf(txs[j]!.description) === kind)
    .sort((a, b) => rank[b]! - rank[a]!);
  let left = txs[i]!.amount;
  const taken: { index: number; amount: Kobo }[] = [];
  for (const j of earlier) {
    if (left === 0) break;
    const amount = Math.min(left, remaining[j]!);
    taken.push({ index: j, amount });
    left -= amount;
  }
  if (left > 0 || taken.length === 0) return null;
  for (const f of taken) remaining[f.index]! -= f.amount;
  remaining[i] = 0;
  const [first, ...rest] = taken;
  return { from: i, to: first!.index, amount: first!.amount, fees: rest };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_WORD = /\b(JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEPT?(?:EMBER)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)\b\.?,? ?(\d{4})?\b/;

/** The month ("2025-05") a charge line names ("SMS ALERT CHARGES MAY 2025"), else the month it was taken. */
function chargeMonth(t: Transaction): string {
  return namedMonth(t.description, t.date) ?? t.date.slice(0, 7);
}

/** The month a narration names, in the year it gives or the latest such month up to the row's date; null if none. */
function namedMonth(description: string, date: string): string | null {
  const m = MONTH_WORD.exec(description.toUpperCase());
  if (!m) return null;
  const mm = String(MONTHS.indexOf(m[1]!.slice(0, 3)) + 1).padStart(2, '0');
  if (m[2]) return `${m[2]}-${mm}`;
  const year = Number(date.slice(0, 4));
  return `${mm <= date.slice(5, 7) ? year : year - 1}-${mm}`;
}

/**
 * Writes the links onto the rows: `returnOf` on the row that brings money back, `returned` (kobo) on each row whose
 * money came back. Marks from an earlier run (a stored result, a category corrected since) are cleared first.
 */
export function markReturns(txs: Transaction[]): ReturnLink[] {
  for (const t of txs) {
    delete t.returnOf;
    delete t.returned;
    delete t.passedOn;
  }
  const returns = findReturns(txs);
  const linked = new Set(returns.flatMap((l) => [l.from, l.to, ...l.fees.map((f) => f.index)]));
  const links: ReturnLink[] = [...returns, ...findPassedOn(txs, linked)];
  for (const l of links) {
    txs[l.from]!.returnOf = l.to;
    txs[l.to]!.returned = (txs[l.to]!.returned ?? 0) + l.amount;
    for (const f of l.fees) txs[f.index]!.returned = (txs[f.index]!.returned ?? 0) + f.amount;
    if (l.passedOn) txs[l.from]!.passedOn = txs[l.to]!.passedOn = true;
  }
  return links;
}

/** The summary's account of the links: what came back on each side, and each link flat (charges as links of their own). */
export function moneyReturned(txs: readonly Transaction[], links: readonly ReturnLink[]): MoneyReturned | null {
  if (links.length === 0) return null;
  const flat: MoneyReturned['links'] = links.flatMap((l) => [
    { from: l.from, to: l.to, amount: l.amount, ...(l.passedOn ? { passedOn: true as const } : {}) },
    ...l.fees.map((f) => ({ from: l.from, to: f.index, amount: f.amount })),
  ]);
  let spendingReturned = 0;
  let incomeReturned = 0;
  let incomePassedOn = 0;
  for (const l of flat) {
    if (l.passedOn) incomePassedOn += l.amount;
    else if (txs[l.to]!.amount < 0) spendingReturned += l.amount;
    else incomeReturned += l.amount;
  }
  return { spendingReturned, incomeReturned, ...(incomePassedOn ? { incomePassedOn } : {}), links: flat };
}
