import { z } from 'zod';
import { CALCULATOR_LIMITS, LOAN_TYPES, type CalculatorField, type LoanTypeId } from '../loans/calculator.ts';

/** A what-if on the loan pages, saved under a name the person gives it. */
export const scenarioNameSchema = z.string().trim().min(1).max(120);

/** A saved scenario (`POST /api/loans/scenarios`): its inputs as the page had them, at most 20,000 characters. */
export const saveScenarioSchema = z.object({
  kind: z.enum(['calculator', 'comparison', 'contract']),
  name: scenarioNameSchema,
  input: z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 20_000, 'Scenario is too large.'),
  contractId: z.string().uuid().nullable().optional(),
});
export type SaveScenario = z.infer<typeof saveScenarioSchema>;

const inRange = (field: CalculatorField) =>
  z.number().min(CALCULATOR_LIMITS[field].min).max(CALCULATOR_LIMITS[field].max);
const LOAN_TYPE_IDS = LOAN_TYPES.map((t) => t.id) as [LoanTypeId, ...LoanTypeId[]];

/**
 * The calculator's inputs as the page holds them and a saved `calculator` scenario stores them: whole naira, percent
 * and months, each inside its slider's range (CALCULATOR_LIMITS).
 */
export const calculatorInputSchema = z.object({
  loanType: z.enum(LOAN_TYPE_IDS).or(z.literal('')),
  amount: inRange('amount'),
  rate: inRange('rate'),
  term: inRange('term').int(),
  income: inRange('income'),
  basis: z.enum(['reducing', 'flat']),
  fees: z.number().min(0),
});
export type CalculatorInput = z.infer<typeof calculatorInputSchema>;

/**
 * The calculator inputs a saved scenario holds, field by field: a scenario saved before a field existed, or holding a
 * value the rule refuses, still loads everything else.
 */
export function calculatorInputFrom(saved: Record<string, unknown>): Partial<CalculatorInput> {
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(calculatorInputSchema.shape)) {
    const parsed = rule.safeParse(saved[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as Partial<CalculatorInput>;
}
