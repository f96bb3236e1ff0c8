import { analyseContract, correctTerms } from '@nairalens/core/loans/analyse-contract.ts';
import type { LoanContractJson } from '@nairalens/core/api/loan-contract.ts';
import type { ContractRow } from './repository.ts';

/** A contract row as the API answers it (core/api/loan-contract.ts). */
export function contractJson(row: ContractRow): LoanContractJson {
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
