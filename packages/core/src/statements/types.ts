import type { Kobo } from '../contract.ts';

/** Internal shapes of the statement engine (not part of the contract). */

/** A piece of text on a page with its horizontal extent; y is the baseline measured from the top of the page. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  y: number;
  /** Text height (font size for PDFs, box height for OCR). */
  h: number;
  page: number;
  /** OCR confidence 0-100 when the segment comes from OCR. */
  conf?: number;
  /**
   * OCR: where each word of the text lies, from the engine's own boxes, as fractions of the segment's width (they
   * stay true when the segment is moved or stretched). Absent for text PDFs, whose words are placed by estimate.
   */
  wordSpans?: readonly (readonly [number, number])[];
  /** PDF: the run's place in its page's drawing order; a run drawn later lies over an earlier one. */
  drawn?: number;
  /** PDF: the figure this run was drawn over, at the same place (`covered-figures.ts`). */
  covers?: string;
}

/** Segments that share a baseline, sorted left to right. */
export interface Line {
  page: number;
  y: number;
  h: number;
  segments: Segment[];
  text: string;
}

export const COLUMN_ROLES = [
  'date',
  'valueDate',
  'description',
  'reference',
  'counterparty',
  'debit',
  'credit',
  'amount',
  'balance',
  'drcr',
  'status',
  'fee',
  'ignore',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** One transaction as read from the table, before values are interpreted. */
export interface RawRow {
  date: string;
  description: string;
  /** The To/From or Counterparty column, when the statement prints one. */
  counterparty: string;
  /** Time of day when the statement prints one (same-second pairs may be printed in either order). */
  time?: string;
  debit: string;
  credit: string;
  amount: string;
  balance: string;
  drcr: string;
  /** An app's Status column ("Successful", "Failed", "Pending"), when printed. */
  status?: string;
  /** A Fee column printed beside the amount (charged with it: the balance moves by both), when printed. */
  fee?: string;
  /** Where it came from, for warnings (1-based page or sheet row). */
  page: number | null;
  sourceIndex: number;
  /** OCR: how sure the engine was of each amount cell (its least sure word, 0-100). */
  confidence?: { debit?: number; credit?: number; amount?: number };
}

export function emptyRawRow(page: number | null, sourceIndex: number): RawRow {
  return { date: '', description: '', counterparty: '', debit: '', credit: '', amount: '', balance: '', drcr: '', page, sourceIndex };
}

/** Figures printed on a closing or total row at the foot of a table, read by the column each figure sits under. */
export interface ClosingRow {
  closingBalance: Kobo | null;
  totalDebits: Kobo | null;
  totalCredits: Kobo | null;
}

/** Text of the statement that is not part of the table (title rows, header block, footers). */
export interface TableRead {
  rows: RawRow[];
  /** Lines of text above the first table header (account name, period …). */
  headerText: string[];
  /** Every line of text, for bank detection and page footers. */
  allText: string[];
  /** Header names that were recognised, normalised. */
  headers: string[];
  warnings: string[];
  /** Which roles the table had. */
  roles: Set<ColumnRole>;
  /** The closing/total row at the foot of the table, when one is printed. */
  closingRow?: ClosingRow | null;
  /** Further account sections of the same file (OPay's OWealth after the Wallet): never mixed into `rows`. */
  otherSections?: TableSection[];
}

/** An account section after the first: its title, the text above its table and its rows. */
export interface TableSection {
  name: string;
  headerText: string[];
  rows: RawRow[];
  closingRow?: ClosingRow | null;
}
