import { z } from 'zod';

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
