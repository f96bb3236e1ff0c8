import { z } from 'zod';
import { analyseContract, correctTerms, type ContractAnalysis } from '@nairalens/core/loans/analyse-contract.ts';
import type { ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import type { ContractRow } from './repository.ts';

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
  /** Progress of the reading job while processing ('queued', 'reading', 'saving'); null once settled. */
  stage: string | null;
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
    stage: row.status === 'processing' ? (row.stage ?? 'queued') : null,
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
