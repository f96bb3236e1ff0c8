import type { BankId } from '../contract.ts';
import type { ColumnRole } from './types.ts';

/** Normalises a header cell for lookup: lower case, currency marks and punctuation removed. */
export function normaliseHeader(text: string): string {
  return (
    text
      .normalize('NFKC')
      // An export's field names run words together in camel case: "TransactionTime", "SessionID".
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .replace(/₦|\(ngn\)|\(n\)|ngn/g, ' ')
      // The naira sign in brackets as OCR reads it: "(N)", "(W)", "(NW)", "(#)".
      .replace(/\((?:n|w|nw|wn|nn|h|#|x)\)/g, ' ')
      .replace(/[^a-z0-9/]+/g, ' ')
      .replace(/\s*\/\s*/g, '/')
      .trim()
      .replace(/\s+/g, ' ')
  );
}

const DICTIONARY: Record<ColumnRole, string[]> = {
  date: [
    'trans date',
    'transdate',
    'txn date',
    'tran date',
    'transaction date',
    'date posted',
    'posted date',
    'post date',
    'posting date',
    'date',
    'trans time',
    'trans. time',
    'transaction time',
    'date/time',
    'booking date',
    'entry date',
    'tnx date',
    'trans date/time',
    'transaction date/time',
    'created at',
    'time',
    'date & time',
    'date and time',
    // Core-banking line-printer reports abbreviate: "BOOK DT", "TXN DT", "POST DT".
    'book date',
    'book dt',
    'booking dt',
    'txn dt',
    'tran dt',
    'trans dt',
    'post dt',
    'posting dt',
    'entry dt',
  ],
  valueDate: ['value date', 'valuedate', 'val date', 'value dt', 'val dt', 'effective date'],
  description: [
    'remarks',
    'remark',
    'narration',
    'narrative',
    'transaction details',
    'transaction detail',
    'details',
    'detail',
    'description',
    'particulars',
    'transaction description',
    'transaction narration',
    'trans details',
    'memo',
    'desc',
    'transaction',
  ],
  reference: [
    'reference',
    'ref',
    'ref no',
    'reference no',
    'reference number',
    'transaction reference',
    'trans ref',
    'chq no',
    'cheque no',
    'chq/ref no',
    'ref/chq no',
    'instrument no',
    'session id',
    'transaction id',
    'doc no',
    'tran id',
    'trans id',
    'txn id',
    'txn ref',
    'transaction ref',
    'tran ref',
    'instrument number',
    'cheque number',
  ],
  debit: [
    'debits',
    'debit',
    'withdrawal',
    'withdrawals',
    'pay out',
    'money out',
    'dr',
    'debit amount',
    'debit amt',
    'outflow',
    'amount out',
    'paid out',
    'out',
    'payments',
    'withdrawal amount',
  ],
  credit: [
    'credits',
    'credit',
    'deposit',
    'deposits',
    'lodgement',
    'lodgements',
    'lodgment',
    'lodgments',
    'pay in',
    'money in',
    'cr',
    'credit amount',
    'credit amt',
    'inflow',
    'amount in',
    'paid in',
    'in',
    'receipts',
    'deposit amount',
  ],
  amount: ['debit/credit', 'amount', 'transaction amount', 'amt', 'dr/cr amount'],
  balance: [
    'balance',
    'balance after',
    'running balance',
    'closing balance',
    'available balance',
    'bal',
    'ledger balance',
    'balance after transaction',
    'book balance',
    'ledger bal',
    'book bal',
    'avail bal',
    'available bal',
    'cleared balance',
  ],
  drcr: ['dr/cr', 'cr/dr', 'd/c', 'type', 'debit/credit indicator', 'transaction type'],
  counterparty: [
    'to/from',
    'counterparty',
    'beneficiary',
    'sender/receiver',
    'from/to',
    'payee',
    'recipient',
    'beneficiary/sender',
    'sender/beneficiary',
    'sender/recipient',
    'recipient/sender',
    'receiver/sender',
    'beneficiary name',
    'counterparty name',
  ],
  status: ['status', 'transaction status', 'txn status', 'state'],
  // The VAT on a fee, in a column of its own beside it, leaves the account with the fee (row-cells.ts).
  fee: ['fee', 'fees', 'transaction fee', 'charge', 'vat', 'vat amount', 'vat on fee'],
  ignore: [
    'originating branch',
    'branch',
    'channel',
    'category',
    's/n',
    'sn',
    'no',
    'account type',
    // A microfinance bank's transaction code ("THR", "SAV") and the teller who posted it.
    'narration code',
    'tran code',
    'transaction code',
    'teller',
    'teller id',
    // A card payment abroad printed in its own currency and at its rate, beside the naira that moved.
    'fcy',
    'ccy',
    'currency',
    'fcy amount',
    'fcy amt',
    'foreign amount',
    'foreign currency amount',
    'fx amount',
    'original amount',
    'orig amount',
    'rate',
    'exchange rate',
    'fx rate',
  ],
};

const LOOKUP = new Map<string, ColumnRole>();
for (const [role, names] of Object.entries(DICTIONARY) as [ColumnRole, string[]][]) {
  for (const n of names) LOOKUP.set(normaliseHeader(n), role);
}

const HEADER_WORDS = new Set([...LOOKUP.keys()].flatMap((k) => k.split(/[ /]/)).filter((w) => /^[a-z]{2,}$/.test(w)));

/** Whether `word` is a word of some column name ("posting", "balance"), whatever its case. */
export function isHeaderWord(word: string): boolean {
  return HEADER_WORDS.has(word.toLowerCase());
}

/** Letters substituted, lost or added to turn `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return d[b.length];
}

/**
 * A heading word as OCR misread it, brought back to the one word of the column names it can only be: digits read
 * for letters ("Transaction 10" → "ID"), or one letter wrong in a word of five letters or more ("Detasl" →
 * "Details" takes two: six letters or more). Returned unchanged when no word is that close, or several are and none
 * is nearer than the rest.
 */
export function nearestHeaderWord(word: string): string {
  const w = word.toLowerCase();
  if (HEADER_WORDS.has(w) || !/^[a-z0-9]{2,}$/.test(w)) return word;
  const letters = w.replace(/1/g, 'i').replace(/0/g, 'd').replace(/5/g, 's').replace(/8/g, 'b');
  if (letters !== w && HEADER_WORDS.has(letters)) return letters;
  if (/\d/.test(w) || w.length < 5) return word;
  // A heading whose first or last letters were lost to the page's edge, a shadow or blur ("action" for
  // "Transaction" on set 36's tilted Polaris photo, "Descrip" for "Description" on its blurred Ecobank one): the end
  // or the start, six letters or more, of one column word only.
  const pieceOf =
    w.length >= 6 ? [...HEADER_WORDS].filter((h) => h.length > w.length && (h.endsWith(w) || h.startsWith(w))) : [];
  if (pieceOf.length === 1) return pieceOf[0];
  const allowed = w.length >= 6 ? 2 : 1;
  const close = [...HEADER_WORDS]
    .filter((h) => Math.abs(h.length - w.length) <= allowed)
    .map((h) => ({ h, d: editDistance(h, w) }))
    .filter((c) => c.d <= allowed);
  // Of several, the one nearer than all the others ("Cradit" is one letter from "credit", two from "credits").
  const nearest = Math.min(...close.map((c) => c.d));
  const best = close.filter((c) => c.d === nearest);
  return best.length === 1 ? best[0].h : word;
}

/** The role of a header cell, or null when the text is not a known column name. */
const roleCache = new Map<string, ColumnRole | null>();

export function headerRole(text: string): ColumnRole | null {
  const cached = roleCache.get(text);
  if (cached !== undefined) return cached;
  const role = lookupRole(text);
  if (roleCache.size < 5000) roleCache.set(text, role);
  return role;
}

function lookupRole(text: string): ColumnRole | null {
  const n = normaliseHeader(text);
  if (n === '') return null;
  return LOOKUP.get(n) ?? LOOKUP.get(n.replace(/\s/g, '')) ?? null;
}

/** Longest phrase (in words) the dictionary holds, for matching OCR words. */
export const MAX_HEADER_WORDS = 4;

/** Whether a set of recognised roles is enough to call a line or row the table header. */
export function isHeaderRoles(roles: readonly ColumnRole[]): boolean {
  const set = new Set(roles);
  const money = set.has('amount') || set.has('debit') || set.has('credit');
  return roles.length >= 3 && set.has('date') && money && (set.has('description') || set.has('balance'));
}

/** Known layouts: the header row a bank's generator prints (normalised), for the layout name and bank detection. */
export interface KnownLayout {
  id: string;
  bank: BankId;
  headers: string[];
}

export const KNOWN_LAYOUTS: KnownLayout[] = [
  {
    id: 'gtbank',
    bank: 'gtbank',
    headers: ['Trans Date', 'Reference', 'Value Date', 'Debits', 'Credits', 'Balance', 'Originating Branch', 'Remarks'],
  },
  {
    id: 'firstbank',
    bank: 'firstbank',
    headers: ['TransDate', 'Reference', 'Transaction Details', 'ValueDate', 'Deposit', 'Withdrawal', 'Balance'],
  },
  {
    id: 'uba',
    bank: 'uba',
    headers: ['Trans Date', 'Value Date', 'Narration', 'Chq No', 'Debit', 'Credit', 'Balance'],
  },
  { id: 'fcmb', bank: 'fcmb', headers: ['Txn Date', 'Val Date', 'Remarks', 'Debit', 'Credit', 'Balance'] },
  {
    id: 'fidelity',
    bank: 'fidelity',
    headers: ['Transaction Date', 'Value Date', 'Channel', 'Details', 'Pay In', 'Pay Out', 'Balance'],
  },
  {
    id: 'sterling',
    bank: 'sterling',
    headers: ['Trans Date', 'Narration', 'Value Date', 'Debit', 'Credit', 'Balance'],
  },
  { id: 'zenith', bank: 'zenith', headers: ['Date Posted', 'Value Date', 'Description', 'Debit', 'Credit', 'Balance'] },
  { id: 'zenith-retail', bank: 'zenith', headers: ['Date', 'Description', 'Debit', 'Credit', 'Value Date', 'Balance'] },
  {
    id: 'access',
    bank: 'access',
    headers: ['Posted Date', 'Value Date', 'Description', 'Debit (NGN)', 'Credit (NGN)', 'Balance'],
  },
  {
    id: 'access-classic',
    bank: 'access',
    headers: ['Date', 'Transaction Details', 'Reference', 'Value Date', 'Withdrawals', 'Lodgements', 'Balance'],
  },
  { id: 'providus', bank: 'providus', headers: ['TXN DATE', 'VAL DATE', 'REMARKS', 'DEBIT', 'CREDIT', 'BALANCE'] },
  {
    id: 'opay',
    bank: 'opay',
    headers: [
      'Trans. Time',
      'Value Date',
      'Description',
      'Debit/Credit(₦)',
      'Balance After(₦)',
      'Channel',
      'Transaction Reference',
    ],
  },
  {
    id: 'opay-wallet',
    bank: 'opay',
    headers: [
      'Trans. Time',
      'Value Date',
      'Description',
      'Debit(₦)',
      'Credit(₦)',
      'Balance(₦)',
      'Channel',
      'Transaction Reference',
      'Counterparty',
    ],
  },
  {
    id: 'kuda',
    bank: 'kuda',
    headers: ['Date/Time', 'Money In', 'Money Out', 'Category', 'To/From', 'Description', 'Balance'],
  },
];

/** The known layout whose headers are exactly the ones found (order-insensitive), or null. */
export function matchKnownLayout(headers: readonly string[]): KnownLayout | null {
  const found = new Set(headers.map(normaliseHeader));
  const exact = headers.join('|');
  let best: KnownLayout | null = null;
  for (const l of KNOWN_LAYOUTS) {
    const want = l.headers.map(normaliseHeader);
    if (want.length === found.size && want.every((h) => found.has(h))) {
      // FCMB and Providus share names and differ in case: an exact spelling wins.
      if (l.headers.join('|') === exact) return l;
      if (!best) best = l;
    }
  }
  return best;
}
