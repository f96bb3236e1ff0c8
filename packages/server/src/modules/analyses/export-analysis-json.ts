import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { completedAnalysis, downloadName } from './completed-analysis.ts';
import { ONE_SNAPSHOT } from './export-transactions-csv.ts';
import { transactionChunks } from './statement-rows-repository.ts';
import type { TxRow } from './transactions-repository.ts';

/**
 * A completed analysis as JSON: the statement, every transaction and the summary, with its download name. Written a
 * chunk of rows at a time, in one snapshot, and sent as a stream, so a 200,000-row statement never holds the event
 * loop; the bytes are those of `JSON.stringify(body, null, 2)`.
 */
export async function exportAnalysisJson(
  db: Db,
  userId: string,
  id: string,
): Promise<{ fileName: string; body: Readable }> {
  const { fileName, pieces } = await db.transaction(async (tx) => {
    const a = await completedAnalysis(tx, userId, id);
    const json = analysisJsonWriter(a.result_json!.statement, a.result_json!.summary);
    for await (const rows of transactionChunks(tx, a.id)) json.add(rows);
    return { fileName: `${downloadName(a, 'analysis')}.json`, pieces: json.end() };
  }, ONE_SNAPSHOT);
  return { fileName, body: Readable.from(pieces) };
}

/** Builds `JSON.stringify({ statement, transactions, summary }, null, 2)` piece by piece, rows added in chunks. */
export function analysisJsonWriter(statement: unknown, summary: unknown) {
  const nested = (v: unknown, pad: string) => JSON.stringify(v, null, 2).replace(/\n/g, `\n${pad}`);
  // Each piece becomes bytes at once: 200,000 rows of text kept as strings is tens of megabytes on the JS heap, and
  // collecting it paused the event loop for 200+ ms; buffers live outside the heap the collector walks.
  const pieces: Buffer[] = [Buffer.from(`{\n  "statement": ${nested(statement, '  ')},\n  "transactions": [`)];
  let first = true;
  return {
    add(rows: readonly Omit<TxRow, 'id'>[]): void {
      // Written field by field (what JSON.stringify(row, null, 2) gives, indented): formatting 200,000 rows through
      // JSON.stringify and a re-indent, or by concatenating onto one string, costs several times more CPU and GC.
      const lines = rows.map((t) => {
        const fields = [
          ['date', t.date],
          ['description', t.description],
          ['amount', t.amount],
          ['balance', t.balance],
          ['category', t.category],
          ['loanRepayment', t.loan_repayment],
          ['lender', t.lender],
        ].map(([k, v]) => `      "${k}": ${JSON.stringify(v)}`);
        return `\n    {\n${fields.join(',\n')}\n    }`;
      });
      if (lines.length === 0) return;
      pieces.push(Buffer.from((first ? '' : ',') + lines.join(',')));
      first = false;
    },
    end(): Buffer[] {
      pieces.push(Buffer.from(`${first ? '' : '\n  '}],\n  "summary": ${nested(summary, '  ')}\n}`));
      return pieces;
    },
  };
}
