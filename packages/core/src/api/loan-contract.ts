import { z } from 'zod';
import type { ContractAnalysis } from '../loans/analyse-contract.ts';
import type { ContractTerms } from '../loans/contract-terms.ts';

/**
 * Loans as the API returns them (`/api/loans/*`): contracts, the income context of the calculator and saved
 * scenarios. The server answers through these schemas and the web reads them as its types, so a changed field breaks
 * the typecheck of both sides. The engine's terms and analysis are core's types, carried as they are.
 */

/** A loan contract (`GET/POST/PATCH /api/loans/contracts…`). */
export const loanContractSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  tokenCost: z.number().int(),
  status: z.enum(['processing', 'completed', 'failed']),
  /** Progress of the reading job while processing ('queued', 'reading', 'saving'); null once settled. */
  stage: z.string().nullable(),
  source: z.enum(['pdf-text', 'ocr']).nullable(),
  ocrConfidence: z.number().nullable(),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  /** The terms as read from the document. */
  extracted: z.custom<ContractTerms>().nullable(),
  /** The person's corrections; any field present replaces the one read. */
  corrections: z.custom<Partial<ContractTerms>>(),
  /** The terms in force: extracted, corrected. */
  terms: z.custom<ContractTerms>().nullable(),
  monthlyIncome: z.number().nullable(),
  analysis: z.custom<ContractAnalysis>().nullable(),
});
export type LoanContractJson = z.infer<typeof loanContractSchema>;

export const loanContractEnvelopeSchema = z.object({ contract: loanContractSchema });
export const loanContractListSchema = z.object({ contracts: z.array(loanContractSchema) });

/** The `:id` of a contract or scenario route. */
export const loanIdParamsSchema = z.object({ id: z.string() });

const feeSchema = z.object({
  kind: z.enum(['processing', 'management', 'insurance', 'credit_life', 'other']),
  label: z.string().max(100),
  percent: z.number().min(0).max(100).nullable(),
  amount: z.number().int().min(0).max(1e13).nullable(),
  timing: z.enum(['upfront', 'financed', 'per_instalment']),
});

/** What a person may correct by hand; any field present replaces the one read from the document. */
export const contractCorrectionsSchema = z
  .object({
    lender: z.string().trim().max(200).nullable(),
    principal: z.number().int().min(0).max(1e13).nullable(),
    ratePercent: z.number().min(0).max(1000).nullable(),
    ratePeriod: z.enum(['day', 'month', 'year', 'term']).nullable(),
    basis: z.enum(['flat', 'reducing', 'mixed']).nullable(),
    tenorMonths: z.number().int().min(1).max(600).nullable(),
    tenorDays: z.number().int().min(1).max(20_000).nullable(),
    fees: z.array(feeSchema).max(20),
    coolingOffDays: z.number().int().min(0).max(365).nullable(),
  })
  .partial()
  .strict();

/** `PATCH /api/loans/contracts/:id` body: corrections and the monthly income the affordability uses. */
export const contractCorrectionBodySchema = z.object({
  corrections: contractCorrectionsSchema.optional(),
  monthlyIncome: z.number().int().min(0).max(1e13).nullable().optional(),
});
export type ContractCorrectionBody = z.input<typeof contractCorrectionBodySchema>;

/** `GET /api/loans/contracts/cost?size=`: the tokens a contract of that size costs. */
export const contractCostSchema = z.object({ tokens: z.number().int() });

/** `GET /api/loans/context`: income for the calculator (latest completed statement analysis) and the balance. */
export const loanContextSchema = z.object({
  /** Kobo a month, from the latest completed statement analysis. */
  monthlyIncome: z.number().nullable(),
  existingMonthlyDebt: z.number().nullable(),
  analysisId: z.string().nullable(),
  /** Months the statement behind `monthlyIncome` covers. */
  incomeMonths: z.number().nullable(),
  /** Why that analysis made no loan estimate, when it made none (a figure to read with care). */
  incomeCaveat: z.string().nullable(),
  balance: z.number().int(),
});
export type LoanContext = z.infer<typeof loanContextSchema>;

export const scenarioKindSchema = z.enum(['calculator', 'comparison', 'contract']);
export type ScenarioKind = z.infer<typeof scenarioKindSchema>;

/** A saved calculator, comparison or contract scenario. */
export const scenarioSchema = z.object({
  id: z.string(),
  kind: scenarioKindSchema,
  name: z.string(),
  input: z.record(z.string(), z.unknown()),
  contractId: z.string().nullable(),
  createdAt: z.string(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const scenarioEnvelopeSchema = z.object({ scenario: scenarioSchema });
export const scenarioListSchema = z.object({ scenarios: z.array(scenarioSchema) });
