import { detectFormat } from '@nairalens/core/statements/parse-statement.ts';
import { countStatement } from '@nairalens/core/statements/count-statement.ts';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import { statementCost, type StatementCount } from '@nairalens/core/tokens/costs.ts';
import { AppError } from '../../errors.ts';
import { unlockDocument } from '../../documents/unlock-document.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Formats we accept (PDF, PNG, JPG, JPEG, CSV, XLS, XLSX), by content, never by name. */
export const ACCEPTED: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface StatementQuote extends StatementCount {
  tokenCost: number;
  format: string;
}

/** The checks every statement file passes before it is priced: not empty, not too large, an accepted format. */
export function checkStatementFile(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new AppError('UNREADABLE', MESSAGES.EMPTY);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', MESSAGES.TOO_LARGE);
  const format = detectFormat(bytes);
  if (!(format in ACCEPTED)) throw new AppError('UNSUPPORTED_FORMAT', MESSAGES.UNSUPPORTED_FORMAT);
  return format;
}

/**
 * Prices a statement from what it really holds (pages, rows); the same function prices the quote shown on the
 * upload page and the spend, so the person is charged what they were shown. Nothing is stored or spent.
 */
export async function quoteStatement(bytes: Uint8Array, password?: string | null): Promise<StatementQuote> {
  const format = checkStatementFile(bytes);
  let count: StatementCount;
  let counted: Uint8Array = new Uint8Array(bytes);
  // A protected spreadsheet is opened off the event loop (its key takes a hundred thousand hashes); one that does
  // not open is priced by its size, as a locked PDF is, and its upload says why.
  if (password && (format === 'xls' || format === 'xlsx')) counted = await unlockDocument(counted, password).catch(() => counted);
  try {
    count = await countStatement(counted, password || undefined);
  } catch {
    throw new AppError('TOO_LARGE', MESSAGES.TOO_MANY_PAGES);
  }
  return { ...count, tokenCost: statementCost(count), format };
}
