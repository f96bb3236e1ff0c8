/**
 * Worker thread entry: opens a password-protected PDF or spreadsheet and hands back bytes without the protection
 * (a PDF rewritten by decrypt-pdf.ts, a spreadsheet decrypted by core's protected-sheet.ts), or reports
 * PASSWORD_REQUIRED / PASSWORD_INCORRECT / UNREADABLE. Started by unlock-document.ts with time and memory limits; the
 * password lives only in this thread's memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { StatementError } from '@nairalens/core/contract.ts';
import { detectFormat } from '@nairalens/core/statements/detect-format.ts';
import { checkPdfPassword, pdfNeedsPassword } from '@nairalens/core/statements/parse-statement.ts';
import { openProtectedSheet, sheetNeedsPassword } from '@nairalens/core/statements/protected-sheet.ts';
import { decryptPdf } from './decrypt-pdf.ts';

const { bytes, password } = workerData as { bytes: Uint8Array; password: string | null };

async function unlock(): Promise<{ bytes: Uint8Array; unlocked: boolean }> {
  const format = detectFormat(bytes);
  if (format === 'xls' || format === 'xlsx') {
    if (!(await sheetNeedsPassword(bytes))) return { bytes, unlocked: false };
    return { bytes: await openProtectedSheet(bytes, password || undefined), unlocked: true };
  }
  if (format !== 'pdf' || !(await pdfNeedsPassword(bytes))) return { bytes, unlocked: false };
  const check = await checkPdfPassword(bytes, password || undefined);
  if (check === 'required') throw new StatementError('PASSWORD_REQUIRED', 'PASSWORD_REQUIRED');
  if (check === 'incorrect') throw new StatementError('PASSWORD_INCORRECT', 'PASSWORD_INCORRECT');
  return { bytes: await decryptPdf(bytes, password!), unlocked: true };
}

try {
  parentPort?.postMessage({ ok: true, result: await unlock() });
} catch (e) {
  // A PDF's password failures carry no sentence of their own: the caller words them (the PDF's or a report's).
  const statementError = e instanceof StatementError;
  parentPort?.postMessage({
    ok: false,
    code: statementError ? e.code : 'UNREADABLE',
    message: statementError && e.message !== e.code ? e.message : undefined,
  });
}
