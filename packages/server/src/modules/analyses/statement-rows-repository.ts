import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql.ts';
import { rowPacker, type CategoryChange, type PackedRows } from './reanalyse-statement.ts';
import type { TxRow } from './transactions-repository.ts';

/**
 * The SQL that touches every row of a statement (a re-analysis, the exports), in chunks: a statement of 200,000 rows
 * is read and written CHUNK rows per statement, and the event loop gets a turn between chunks. With PGlite the
 * database itself runs on the event loop, so one 200,000-row statement would freeze the server for seconds. Measured
 * on PGlite (2 busy cores): 2,000 rows cost about 90 ms to read and 190 ms to update, 500 rows a quarter of that.
 */
const CHUNK = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const CHUNK_COLUMNS = `idx, to_char(date, 'YYYY-MM-DD') AS date, description, amount, balance, category, engine_category,
  loan_repayment, lender, recategorised`;

/** The analysis's rows in statement order, CHUNK at a time (keyset on the (analysis_id, idx) index). */
export async function* transactionChunks(db: DbOrTx, analysisId: string): AsyncGenerator<Omit<TxRow, 'id'>[]> {
  for (let after = -1; ; ) {
    const rows = await sqlRows<Omit<TxRow, 'id'>>(
      db,
      `SELECT ${CHUNK_COLUMNS} FROM analysis_transactions WHERE analysis_id = $1 AND idx > $2 ORDER BY idx LIMIT ${CHUNK}`,
      [analysisId, after],
    );
    if (rows.length === 0) return;
    for (const r of rows) {
      r.amount = Number(r.amount);
      if (r.balance !== null) r.balance = Number(r.balance);
    }
    yield rows;
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1].idx;
    await nextTurn();
  }
}

/** One transaction of the analysis: where it sits and what it is (a correction checks the category fits). */
export async function transactionOf(
  db: DbOrTx,
  analysisId: string,
  txId: string,
): Promise<{ idx: number; description: string; amount: number } | null> {
  const [row] = await sqlRows<{ idx: number; description: string; amount: number | string }>(
    db,
    'SELECT idx, description, amount FROM analysis_transactions WHERE analysis_id = $1 AND id = $2',
    [analysisId, txId],
  );
  return row ? { idx: row.idx, description: row.description, amount: Number(row.amount) } : null;
}

/** Every row of the analysis, packed for the re-analysis thread. */
export async function packedRowsOf(db: DbOrTx, analysisId: string): Promise<PackedRows> {
  const packer = rowPacker();
  for await (const rows of transactionChunks(db, analysisId)) packer.add(rows);
  return packer.packed();
}

/** Stores a re-analysis's changes: one UPDATE per CHUNK rows of the same new values, by statement index. */
export async function applyCategoryChanges(db: DbOrTx, analysisId: string, changes: readonly CategoryChange[]): Promise<void> {
  for (const c of changes) {
    for (let start = 0; start < c.idx.length; start += CHUNK) {
      await sqlRows(
        db,
        `UPDATE analysis_transactions SET category = $2, loan_repayment = $3, recategorised = $4
          WHERE analysis_id = $1 AND idx = ANY($5::int[])`,
        [analysisId, c.category, c.loanRepayment, c.recategorised, Array.from(c.idx.subarray(start, start + CHUNK))],
      );
      await nextTurn();
    }
  }
}

/**
 * Stores the per-category counts a re-analysis computed from every row it read and changed (under the row lock, so
 * they are the table's counts) instead of counting 200,000 rows again.
 */
export async function saveCategoryCounts(db: DbOrTx, analysisId: string, counts: Record<string, number>): Promise<void> {
  await sqlRows(db, 'UPDATE analyses SET category_counts = $2 WHERE id = $1', [analysisId, JSON.stringify(counts)]);
}
