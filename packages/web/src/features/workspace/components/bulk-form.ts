import { z } from 'zod';
import { MAX_BATCH_FILES } from '@nairalens/core/api/workspace-batch.ts';
import { plural } from '@/lib/format.ts';
import { NEW_PREFIX, rowCost, type BulkRowState, type NameRead } from './bulk-row.tsx';

export const MAX_FILES = MAX_BATCH_FILES;
export const MAX_BYTES = 10 * 1024 * 1024;

const rowSchema = z.object({
  key: z.string(),
  file: z.instanceof(File).refine((f) => f.size <= MAX_BYTES, 'larger than 10 MB'),
  clientId: z.string().min(1, 'Confirm or choose a client for every file.'),
  password: z.string().max(256),
  read: z.custom<NameRead | null>(),
});

/** The bulk upload as a form: the files with their client and password, and the consent for new clients. */
export const bulkSchema = z
  .object({
    rows: z
      .array(rowSchema)
      .min(1, 'Choose at least one statement.')
      .max(MAX_FILES, `A batch holds at most ${MAX_FILES} files.`),
    newConsent: z.boolean(),
  })
  .refine((v) => v.newConsent || !v.rows.some((r) => r.clientId.startsWith(NEW_PREFIX)), {
    path: ['newConsent'],
    message: 'Confirm the consent of the new clients.',
  });
export type BulkValues = { rows: BulkRowState[]; newConsent: boolean };

/** The names of new clients chosen for some file (created, with their consent record, when the batch starts). */
export function newClientsChosen(rows: BulkRowState[]): string[] {
  return [
    ...new Set(rows.filter((r) => r.clientId.startsWith(NEW_PREFIX)).map((r) => r.clientId.slice(NEW_PREFIX.length))),
  ];
}

/**
 * What stops the batch from starting, shown as the analyst fills it in (the schema checks the same on submit); the
 * pool's balance and files still being read are known only here.
 */
export function bulkProblems(values: BulkValues, total: number, balance: number | undefined): string[] {
  const { rows } = values;
  const tooBig = rows.filter((r) => r.file.size > MAX_BYTES);
  return [
    rows.length > MAX_FILES ? `A batch holds at most ${MAX_FILES} files.` : null,
    tooBig.length ? `${tooBig.map((r) => r.file.name).join(', ')}: larger than 10 MB.` : null,
    rows.some((r) => !r.clientId) ? 'Confirm or choose a client for every file.' : null,
    rows.some((r) => r.read?.state === 'reading') ? 'Reading the files to price them…' : null,
    newClientsChosen(rows).length > 0 && !values.newConsent ? 'Confirm the consent of the new clients.' : null,
    balance !== undefined && total > balance
      ? `The pool has ${plural(balance, 'token', 'tokens')}; this batch needs ${total}.`
      : null,
  ].filter((p): p is string => p !== null);
}

/** The batch's cost: each file's real pages or rows once read (the server refuses a file whose cost changed). */
export function bulkTotal(rows: BulkRowState[]): number {
  return rows.reduce((s, r) => s + rowCost(r).tokens, 0);
}

/** Files sent at once: enough to keep the queue busy without flooding the connection. */
export const PARALLEL = 3;

/** Name reads at once: each is a quick text read on the server, but a batch may hold 50 files. */
export const READ_PARALLEL = 2;

/** Runs at most `n` of the given tasks at a time. */
export function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((r) => waiting.push(r));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
