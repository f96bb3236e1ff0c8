import { randomUUID } from 'node:crypto';
import { imageProblemMessage } from '@nairalens/core/files/image-size.ts';
import { z } from 'zod';
import { analyseContract, correctTerms, type ContractAnalysis } from '@nairalens/core/loans/analyse-contract.ts';
import type { ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import {
  detectLoanDocumentFormat,
  LoanDocumentError,
  LOAN_DOCUMENT_MESSAGES,
} from '@nairalens/core/loans/read-document.ts';
import { contractTokenCost } from '@nairalens/core/tokens/costs.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { ocrOptions } from '../analyses/run-parse.ts';
import { extractContractInWorker } from './extract-in-worker.ts';
import {
  completeContract,
  failContract,
  findContract,
  findContractByKey,
  insertContract,
  latestIncome,
  type ContractRow,
} from './repository.ts';
import { refundContract, spendForContract } from './wallet.ts';

/** Spec §5: PDF, JPG, JPEG or PNG, at most 10 MB. */
export const MAX_CONTRACT_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = 'Please upload a file smaller than 10MB';

const MIME: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };

/**
 * Analyses an uploaded contract: checks it by magic bytes and size, spends its token cost (blocks of 100 KB) and
 * records the row in one transaction, reads it in a worker thread, and refunds the tokens if it cannot be read.
 * A replay with the same idempotency key returns the first outcome without spending again.
 */
export async function analyseUploadedContract(
  ctx: AppContext,
  input: { userId: string; bytes: Buffer; fileName: string | null; idempotencyKey: string },
): Promise<{ row: ContractRow; replayed: boolean }> {
  if (input.bytes.length > MAX_CONTRACT_BYTES) throw new AppError('TOO_LARGE', FILE_TOO_LARGE);
  if (input.bytes.length === 0) throw new AppError('VALIDATION', 'This file is empty.');
  const format = detectLoanDocumentFormat(input.bytes);
  if (!format) throw new AppError('UNSUPPORTED_FORMAT', LOAN_DOCUMENT_MESSAGES.UNSUPPORTED_FORMAT);
  if (format === 'png' || format === 'jpeg') {
    const problem = imageProblemMessage(input.bytes);
    if (problem) throw new AppError('UNREADABLE', problem);
  }

  const key = `loan-contract:${input.idempotencyKey}`;
  const existing = await findContractByKey(ctx.database.db, input.userId, key);
  if (existing) return { row: existing, replayed: true };

  const id = randomUUID();
  const cost = contractTokenCost(input.bytes.length);
  await ctx.database.db.transaction(async (tx) => {
    await spendForContract(tx, { userId: input.userId, amount: cost, idempotencyKey: key });
    await insertContract(tx, {
      id,
      user_id: input.userId,
      idempotency_key: key,
      file_name: input.fileName ? input.fileName.slice(0, 255) : null,
      file_size: input.bytes.length,
      file_type: MIME[format],
      token_cost: cost,
    });
  });

  const started = performance.now();
  try {
    const extracted = await extractContractInWorker(new Uint8Array(input.bytes), ocrOptions(ctx.config.dataDir));
    const income = await latestIncome(ctx.database.db, input.userId);
    await completeContract(ctx.database.db, id, {
      terms: extracted.terms,
      source: extracted.source,
      ocrConfidence: extracted.ocrConfidence === null ? null : Math.round(extracted.ocrConfidence * 100) / 100,
      monthlyIncome: income?.monthlyIncome ?? null,
      processingMs: Math.round(performance.now() - started),
    });
  } catch (e) {
    const code = e instanceof LoanDocumentError ? e.code : 'UNREADABLE';
    const message = LOAN_DOCUMENT_MESSAGES[code];
    if (!(e instanceof LoanDocumentError)) ctx.log.error({ err: e }, 'loan contract extraction failed');
    await ctx.database.db.transaction(async (tx) => {
      await refundContract(tx, { userId: input.userId, spendKey: key });
      await failContract(tx, id, code, message);
    });
    throw new AppError(
      code === 'PASSWORD_REQUIRED'
        ? 'PASSWORD_REQUIRED'
        : code === 'UNSUPPORTED_FORMAT'
          ? 'UNSUPPORTED_FORMAT'
          : 'UNREADABLE',
      `${message} Your tokens were refunded.`,
    );
  }
  return { row: await findContract(ctx.database.db, input.userId, id), replayed: false };
}

// --- corrections ---------------------------------------------------------------------------------------------------

const fee = z.object({
  kind: z.enum(['processing', 'management', 'insurance', 'credit_life', 'other']),
  label: z.string().max(100),
  percent: z.number().min(0).max(100).nullable(),
  amount: z.number().int().min(0).max(1e13).nullable(),
  timing: z.enum(['upfront', 'financed', 'per_instalment']),
});

/** What a person may correct by hand; any field present replaces the one read from the document. */
export const correctionsSchema = z
  .object({
    lender: z.string().trim().max(200).nullable(),
    principal: z.number().int().min(0).max(1e13).nullable(),
    ratePercent: z.number().min(0).max(1000).nullable(),
    ratePeriod: z.enum(['day', 'month', 'year', 'term']).nullable(),
    basis: z.enum(['flat', 'reducing', 'mixed']).nullable(),
    tenorMonths: z.number().int().min(1).max(600).nullable(),
    tenorDays: z.number().int().min(1).max(20_000).nullable(),
    fees: z.array(fee).max(20),
    coolingOffDays: z.number().int().min(0).max(365).nullable(),
  })
  .partial()
  .strict();

export interface ContractJson {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  tokenCost: number;
  status: ContractRow['status'];
  source: ContractRow['source'];
  ocrConfidence: number | null;
  failure: { code: string; message: string } | null;
  createdAt: string;
  extracted: ContractTerms | null;
  corrections: Partial<ContractTerms>;
  terms: ContractTerms | null;
  monthlyIncome: number | null;
  analysis: ContractAnalysis | null;
}

export function contractJson(row: ContractRow): ContractJson {
  const terms = row.terms_json ? correctTerms(row.terms_json, row.corrections_json) : null;
  const monthlyIncome = row.monthly_income === null ? null : Number(row.monthly_income);
  return {
    id: row.id,
    fileName: row.file_name || 'Loan contract',
    fileSize: row.file_size,
    fileType: row.file_type,
    tokenCost: row.token_cost,
    status: row.status,
    source: row.source,
    ocrConfidence: row.ocr_confidence === null ? null : Number(row.ocr_confidence),
    failure: row.failure_code ? { code: row.failure_code, message: row.failure_message ?? '' } : null,
    createdAt: new Date(row.created_at).toISOString(),
    extracted: row.terms_json,
    corrections: row.corrections_json,
    terms,
    monthlyIncome,
    analysis: terms ? analyseContract(terms, { monthlyIncome }) : null,
  };
}
