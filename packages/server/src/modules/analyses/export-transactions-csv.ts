import { Readable } from 'node:stream';
import { CATEGORY_LABELS } from '@nairalens/core/contract.ts';
import type { Db } from '../../db/client.ts';
import { completedAnalysis, downloadName } from './completed-analysis.ts';
import { transactionChunks } from './statement-rows-repository.ts';
import type { TxRow } from './transactions-repository.ts';

const HEADER = 'date,description,amount_naira,balance_naira,category,category_label,loan_repayment,lender\r\n';

/** A read of every row as of one moment, even if a correction commits while the chunks are read. */
export const ONE_SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Every transaction of a completed analysis as CSV (naira with two decimals), with its download name. The rows are
 * read and written out a chunk at a time, in one snapshot, so a 200,000-row statement never holds the event loop;
 * the text is sent as a stream of those pieces.
 */
export async function exportTransactionsCsv(
  db: Db,
  userId: string,
  id: string,
): Promise<{ fileName: string; body: Readable }> {
  const { fileName, pieces } = await db.transaction(async (tx) => {
    const a = await completedAnalysis(tx, userId, id);
    // Bytes at once, not strings: the whole statement's text on the JS heap made the collector pause the event loop.
    const pieces = [Buffer.from(HEADER)];
    for await (const rows of transactionChunks(tx, a.id)) pieces.push(Buffer.from(rows.map(csvLine).join('')));
    return { fileName: `${downloadName(a, 'transactions')}.csv`, pieces };
  }, ONE_SNAPSHOT);
  return { fileName, body: Readable.from(pieces) };
}

function csvLine(t: Omit<TxRow, 'id'>): string {
  return (
    [
      t.date,
      t.description,
      (t.amount / 100).toFixed(2),
      t.balance === null ? '' : (t.balance / 100).toFixed(2),
      t.category,
      CATEGORY_LABELS[t.category],
      t.loan_repayment,
      t.lender ?? '',
    ]
      .map(csvCell)
      .join(',') + '\r\n'
  );
}

/** CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so spreadsheets do not run it as a formula. */
export function csvCell(v: unknown): string {
  let s = String(v ?? '');
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
