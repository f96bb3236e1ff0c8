import type { StatementWarning } from '../contract.ts';
import type { NormaliseResult } from './normalise-rows.ts';

/**
 * What the reader did not read as printed, said so the person can check it against the paper: lines it skipped
 * (a reading doubt on a scan), figures and dates it put back from the rows around them, and a scan recognised
 * with low confidence. A repair is never silent.
 */
export function readingDoubts(norm: Pick<NormaliseResult, 'skipped' | 'repaired' | 'redated'>, ocr: boolean, ocrConfidence?: number): StatementWarning[] {
  const out: StatementWarning[] = [];
  if (norm.skipped > 0) {
    const n = norm.skipped;
    out.push({
      kind: ocr ? 'reading' : 'other',
      message: `${n} line${n > 1 ? 's' : ''} in the table could not be read as transactions and ${n > 1 ? 'were' : 'was'} skipped.`,
    });
  }
  if (norm.repaired.length > 0) {
    const n = norm.repaired.length;
    const days = [...new Set(norm.repaired)].sort().slice(0, 5).join(', ');
    out.push({
      kind: 'reading',
      message: `${n} figure${n > 1 ? 's' : ''} the scan read unclearly ${n > 1 ? 'were' : 'was'} put back from the running balance (rows dated ${days}); check ${n > 1 ? 'them' : 'it'} against the paper.`,
    });
  }
  for (const r of norm.redated) {
    out.push({
      kind: 'reading',
      message: r.dayAbove
        ? `A date the scan could not read ("${r.read}") was taken as ${r.date}, the day of the row above; check it against the paper.`
        : `A date the scan read as ${r.read} was taken as ${r.date}, which the rows around it show; check it against the paper.`,
    });
  }
  if (ocr && ocrConfidence !== undefined && ocrConfidence < 80) {
    out.push({
      kind: 'reading',
      message: `The scan could not be read clearly (text recognition confidence ${ocrConfidence}%); check the rows against the paper.`,
    });
  }
  return out;
}

/**
 * Rows of a printed statement whose balance cell held no figure that could be read (a word printed over it), in a
 * statement that prints balances: the person is told which, since they leave the running balance unchecked there and
 * the statement is then not called reconciled. A scan's unread balances are the OCR repairs' to report.
 */
export function unreadBalances(rows: readonly { date: string; balance: number | null }[], ocr: boolean): StatementWarning[] {
  if (ocr || !rows.some((r) => r.balance !== null)) return [];
  const missing = rows.filter((r) => r.balance === null);
  if (missing.length === 0) return [];
  const n = missing.length;
  const days = [...new Set(missing.map((r) => r.date))].sort().slice(0, 5).join(', ');
  return [{ kind: 'other', message: `${n} row${n > 1 ? 's' : ''} (dated ${days}) ${n > 1 ? 'show' : 'shows'} no balance that could be read, so the running balance could not be checked there.` }];
}
