import { randomUUID } from 'node:crypto';
import { detectLoanDocumentFormat, LOAN_DOCUMENT_MESSAGES } from '@nairalens/core/loans/read-document.ts';
import { contractTokenCost } from '@nairalens/core/tokens/costs.ts';
import type { AppContext } from '../../context.ts';
import { awaitSettled } from '../../documents/await-settled.ts';
import { submitDocument } from '../../documents/submit-document.ts';
import { AppError } from '../../errors.ts';
import { insufficient, liveBalance } from '../wallet/index.ts';
import { contractDocument } from './contract-document.ts';
import { findContract, findContractByKey, insertContract, type ContractRow } from './repository.ts';

/** PDF, JPG, JPEG or PNG, at most 10 MB. */
export const MAX_CONTRACT_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'Please upload a file smaller than 10MB';
/** How long the upload request waits for the reading job before answering "processing" (the page then polls). */
export const CONTRACT_WAIT_MS = 150_000;

const MIME: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };

/**
 * Accepts a contract: checks it by magic bytes and size, then the document pipeline stores it encrypted and, in one
 * transaction, records the row, spends its token cost (blocks of 100 KB) and enqueues the reading job. The request
 * then waits for the job (it reads nothing itself): a completed contract is returned; a failed one — already
 * refunded by the job — is an error naming the reason. A replay with the same idempotency key returns the first
 * outcome without spending again.
 */
export async function uploadContract(
  ctx: AppContext,
  input: { userId: string; bytes: Buffer; fileName: string | null; idempotencyKey: string; waitMs?: number },
): Promise<{ row: ContractRow; replayed: boolean }> {
  if (input.bytes.length > MAX_CONTRACT_BYTES) throw new AppError('TOO_LARGE', FILE_TOO_LARGE);
  if (input.bytes.length === 0) throw new AppError('VALIDATION', 'This file is empty.');
  const format = detectLoanDocumentFormat(input.bytes);
  if (!format) throw new AppError('UNSUPPORTED_FORMAT', LOAN_DOCUMENT_MESSAGES.UNSUPPORTED_FORMAT);

  const key = `loan-contract:${input.idempotencyKey}`;
  const existing = await findContractByKey(ctx.database.db, input.userId, key);
  if (existing) return { row: existing, replayed: true };

  const id = randomUUID();
  const cost = contractTokenCost(input.bytes.length);
  // Fail early and free of charge when the balance cannot cover the cost (the spend re-checks under lock).
  const balance = await liveBalance(ctx.database.db, input.userId);
  if (balance < cost) throw insufficient(cost, balance);
  try {
    await submitDocument(ctx, contractDocument, {
      id,
      userId: input.userId,
      idempotencyKey: key,
      tokenCost: cost,
      plaintext: new Uint8Array(input.bytes),
      insert: (tx, storageKey) =>
        insertContract(tx, {
          id,
          user_id: input.userId,
          idempotency_key: key,
          file_name: input.fileName ? input.fileName.slice(0, 255) : null,
          file_size: input.bytes.length,
          file_type: MIME[format],
          token_cost: cost,
          storage_key: storageKey,
        }),
    });
  } catch (error) {
    // A concurrent request with the same key won the race: answer with its contract.
    const again = await findContractByKey(ctx.database.db, input.userId, key);
    if (again) return { row: again, replayed: true };
    throw error;
  }

  const row = await awaitSettled(() => findContract(ctx.database.db, input.userId, id), {
    timeoutMs: input.waitMs ?? CONTRACT_WAIT_MS,
  });
  if (row.status === 'failed') throw failureError(row);
  return { row, replayed: false };
}

/** A failed contract as the upload's error: the reason, and that the tokens came back. */
function failureError(row: ContractRow): AppError {
  const code =
    row.failure_code === 'PASSWORD_REQUIRED' || row.failure_code === 'UNSUPPORTED_FORMAT'
      ? row.failure_code
      : 'UNREADABLE';
  const message = row.failure_message ?? LOAN_DOCUMENT_MESSAGES.UNREADABLE;
  return new AppError(code, /refunded/.test(message) ? message : `${message} Your tokens were refunded.`);
}
