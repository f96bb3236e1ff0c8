/**
 * Worker thread entry: opens a password-protected PDF and rewrites it without the protection (decrypt-pdf.ts), or
 * reports PASSWORD_REQUIRED / PASSWORD_INCORRECT / UNREADABLE. Started by unlock-pdf.ts with time and memory limits;
 * the password lives only in this thread's memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { StatementError } from '@nairalens/core/contract.ts';
import { checkPdfPassword, pdfNeedsPassword } from '@nairalens/core/statements/parse-statement.ts';
import { decryptPdf } from './decrypt-pdf.ts';

const { bytes, password } = workerData as { bytes: Uint8Array; password: string | null };

try {
  if (!(await pdfNeedsPassword(bytes))) {
    parentPort?.postMessage({ ok: true, result: { bytes, unlocked: false } });
  } else {
    const check = await checkPdfPassword(bytes, password || undefined);
    if (check === 'required') parentPort?.postMessage({ ok: false, code: 'PASSWORD_REQUIRED' });
    else if (check === 'incorrect') parentPort?.postMessage({ ok: false, code: 'PASSWORD_INCORRECT' });
    else parentPort?.postMessage({ ok: true, result: { bytes: await decryptPdf(bytes, password!), unlocked: true } });
  }
} catch (e) {
  parentPort?.postMessage({
    ok: false,
    code: e instanceof StatementError ? e.code : 'UNREADABLE',
    message: e instanceof StatementError ? e.message : undefined,
  });
}
