import { randomUUID } from 'node:crypto';
import type { Category } from '@nairalens/core/contract.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql.ts';

/** The SQL of an analysis's transactions, the person's category rules, and the analysis list. */

export interface TxRow {
  id: string;
  idx: number;
  date: string;
  description: string;
  amount: number;
  balance: number | null;
  category: Category;
  engine_category: Category;
  loan_repayment: boolean;
  lender: string | null;
  recategorised: boolean;
}

const TX_COLUMNS = `id, idx, to_char(date, 'YYYY-MM-DD') AS date, description, amount, balance, category, engine_category,
  loan_repayment, lender, recategorised`;

function txRow(r: TxRow): TxRow {
  return { ...r, amount: Number(r.amount), balance: r.balance === null ? null : Number(r.balance) };
}

/**
 * The first `limit` transactions for the PDF report, and how many there are in all: a statement of 200,000 rows
 * must not load them all, nor draw 4,000 pages, to answer one download (the CSV export has every row).
 */
export async function transactionsForReport(
  db: DbOrTx,
  analysisId: string,
  limit: number,
): Promise<{ rows: TxRow[]; total: number }> {
  const rows = await sqlRows<TxRow>(
    db,
    `SELECT ${TX_COLUMNS} FROM analysis_transactions WHERE analysis_id = $1 ORDER BY idx LIMIT $2`,
    [analysisId, limit],
  );
  const [count] = await sqlRows<{ n: number | string }>(
    db,
    'SELECT count(*) AS n FROM analysis_transactions WHERE analysis_id = $1',
    [analysisId],
  );
  return { rows: rows.map(txRow), total: Number(count?.n ?? rows.length) };
}

export type TransactionSort = 'index' | 'date' | 'amount';

export interface TransactionPageQuery {
  search?: string;
  category?: string;
  sort: TransactionSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

// Whitelisted ORDER BY expressions; statement order (idx) breaks ties so a page boundary is stable.
const SORT_SQL: Record<TransactionSort, string> = { index: 'idx', date: 'date', amount: 'amount' };

/**
 * One page of an analysis's transactions, filtered, sorted and cut in SQL (LIMIT/OFFSET on the (analysis_id, idx)
 * index), so a statement of 200,000 rows costs one page to answer, not the whole table. The search matches the
 * narration (case-insensitive) or the ISO date, as plain text (no LIKE wildcards).
 */
export async function transactionPage(
  db: DbOrTx,
  analysisId: string,
  q: TransactionPageQuery,
  knownTotal?: number,
): Promise<{ rows: TxRow[]; total: number }> {
  const params: unknown[] = [analysisId];
  let where = 'analysis_id = $1';
  if (q.category) {
    params.push(q.category);
    where += ` AND category = $${params.length}`;
  }
  const needle = q.search?.trim().toLowerCase();
  if (needle) {
    params.push(needle);
    where += ` AND (strpos(lower(description), $${params.length}) > 0 OR strpos(to_char(date, 'YYYY-MM-DD'), $${params.length}) > 0)`;
  }
  const direction = q.order === 'desc' ? 'DESC' : 'ASC';
  const orderBy = q.sort === 'index' ? `idx ${direction}` : `${SORT_SQL[q.sort]} ${direction}, idx ${direction}`;
  // Only a search needs counting here; without one the total comes from the stored per-category counts.
  const [count] =
    knownTotal === undefined
      ? await sqlRows<{ n: number | string }>(db, `SELECT count(*) AS n FROM analysis_transactions WHERE ${where}`, params)
      : [{ n: knownTotal }];
  const rows = await sqlRows<TxRow>(
    db,
    `SELECT ${TX_COLUMNS} FROM analysis_transactions WHERE ${where} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.pageSize, (q.page - 1) * q.pageSize],
  );
  return { rows: rows.map(txRow), total: Number(count?.n ?? 0) };
}

// The per-category counts of one analysis as a JSON object, counted in SQL.
export const CATEGORY_COUNTS_SQL = (analysisIdParam: string) => `(SELECT coalesce(jsonb_object_agg(c.category, c.n), '{}'::jsonb)
  FROM (SELECT category, count(*)::int AS n FROM analysis_transactions WHERE analysis_id = ${analysisIdParam} GROUP BY category) c)`;

type Counts = Record<string, number>;
const countsOf = (v: Counts | string | null): Counts | null => (typeof v === 'string' ? (JSON.parse(v) as Counts) : v);

/**
 * Counts the analysis's transactions per category again and stores them with the analysis, inside the caller's
 * transaction. (A re-categorisation stores the counts it computed instead: saveCategoryCounts.)
 */
async function storeCategoryCounts(db: DbOrTx, analysisId: string): Promise<Counts> {
  const [row] = await sqlRows<{ counts: Counts | string | null }>(
    db,
    `UPDATE analyses SET category_counts = ${CATEGORY_COUNTS_SQL('$1')} WHERE id = $1 RETURNING category_counts AS counts`,
    [analysisId],
  );
  return countsOf(row?.counts ?? null) ?? {};
}

/**
 * How many transactions each category holds (the filter chips and the page totals): stored with the analysis, so a
 * page costs no scan of the statement. An analysis completed before the counts were stored is counted once, under
 * its row lock (as a re-categorisation takes it), and the counts kept.
 */
export async function categoryCounts(db: DbOrTx, analysisId: string): Promise<Counts> {
  const [row] = await sqlRows<{ counts: Counts | string | null }>(
    db,
    'SELECT category_counts AS counts FROM analyses WHERE id = $1',
    [analysisId],
  );
  const stored = countsOf(row?.counts ?? null);
  if (stored) return stored;
  return db.transaction(async (tx) => {
    // Another request may have counted while this one waited for the lock.
    const [locked] = await sqlRows<{ counts: Counts | string | null }>(
      tx,
      'SELECT category_counts AS counts FROM analyses WHERE id = $1 FOR UPDATE',
      [analysisId],
    );
    return countsOf(locked?.counts ?? null) ?? storeCategoryCounts(tx, analysisId);
  });
}

/** "Apply to similar": one rule per pattern and direction; a later choice replaces the earlier one. */
export async function upsertUserRule(
  db: DbOrTx,
  userId: string,
  rule: { pattern: string; direction: 'credit' | 'debit'; category: Category },
): Promise<void> {
  await sqlRows(
    db,
    `INSERT INTO user_category_rules (id, user_id, pattern, direction, category) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, pattern, direction) DO UPDATE SET category = EXCLUDED.category, updated_at = now()`,
    [randomUUID(), userId, rule.pattern, rule.direction, rule.category],
  );
}

export interface AnalysisListRow {
  id: string;
  upload_id: string;
  status: string;
  created_at: Date;
  file_name: string | null;
  token_cost: number;
  dti: string | null;
}

/** The person's latest 100 analyses, newest first. */
export async function latestAnalyses(db: DbOrTx, userId: string): Promise<AnalysisListRow[]> {
  return sqlRows<AnalysisListRow>(
    db,
    `SELECT a.id, a.upload_id, a.status, a.created_at, u.file_name, u.token_cost, a.dti FROM analyses a JOIN uploads u ON u.id = a.upload_id
      WHERE a.user_id = $1 ORDER BY a.created_at DESC LIMIT 100`,
    [userId],
  );
}
