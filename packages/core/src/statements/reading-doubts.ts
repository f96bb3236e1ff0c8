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
      message: `A date the scan read as ${r.read} was taken as ${r.date}, which the rows around it show; check it against the paper.`,
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
