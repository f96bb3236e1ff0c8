import { z } from 'zod';

/**
 * Health as the API returns it (`/api/health`, `/api/health/ready`, `/api/health/live`). The server answers through
 * these schemas and the help page reads them as its types.
 */

const checkSchema = z.object({ ok: z.boolean(), ms: z.number().int() });

/** The parts a person's analysis depends on; 503 (same body) when the database is down. */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: checkSchema.extend({ kind: z.string() }),
  jobs: checkSchema,
  storage: checkSchema.extend({ kind: z.string() }),
  mail: z.object({ mode: z.string() }),
  version: z.string(),
  checkedAt: z.string(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** `GET /api/health/live`: the process answers (no I/O). */
export const livenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number().int() });
