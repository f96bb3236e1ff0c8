import { runInWorker } from '../jobs/run-in-worker.ts';

export type UnlockFailure = { code: string; message?: string };

export class UnlockError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? code);
    this.code = code;
  }
}

const WORKER_URL = new URL('./unlock-document-worker.ts', import.meta.url);

/**
 * Opens a PDF or a spreadsheet that may be password-protected, off the event loop (a worker thread, 60 s and 768 MB
 * at most), and returns bytes that open without a password, so what is stored (re-encrypted with our key) never
 * needs the statement password and the password is never persisted or queued. Any other file comes back as it is.
 * Fails with UnlockError PASSWORD_REQUIRED, PASSWORD_INCORRECT or UNREADABLE (or the statement engine's own code,
 * with its sentence: a spreadsheet's password failures carry theirs).
 */
export async function unlockDocument(bytes: Uint8Array, password: string | null): Promise<Uint8Array> {
  const out = await runInWorker<{ bytes: Uint8Array }>(
    WORKER_URL,
    { bytes, password },
    {
      timeoutMs: 60_000,
      toError: (failure) =>
        failure.kind === 'reported' ? new UnlockError(failure.code, failure.message) : new UnlockError('UNREADABLE'),
    },
  );
  return out.bytes;
}
