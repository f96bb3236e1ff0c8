import type { DbOrTx } from './client.ts';
import { sqlRows } from './sql.ts';

/**
 * Counts one hit of `key` in its fixed window and returns the window's hits so far; windows older than
 * `forgetBefore` are deleted on the way. Shared by every public form's limiter (http/public-rate-limit.ts).
 */
export async function countPublicHit(db: DbOrTx, bucket: string, key: string, windowStart: Date, forgetBefore: Date): Promise<number> {
  const [row] = await sqlRows<{ hits: number }>(
    db,
    `INSERT INTO public_rate_limits (bucket, key, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = public_rate_limits.hits + 1
     RETURNING hits`,
    [bucket, key, windowStart.toISOString()],
  );
  await sqlRows(db, 'DELETE FROM public_rate_limits WHERE window_start < $1', [forgetBefore.toISOString()]);
  return Number(row?.hits ?? 0);
}
