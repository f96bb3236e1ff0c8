import type { DbOrTx } from '../db/client.ts';
import { sqlRows } from '../db/sql.ts';

/** Documents of every kind a person started since `since` (statements and loan contracts), whatever became of them. */
export async function countDocumentsSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(
    db,
    `SELECT (SELECT count(*) FROM uploads WHERE user_id = $1 AND created_at > $2)
          + (SELECT count(*) FROM loan_contracts WHERE user_id = $1 AND created_at > $2) AS n`,
    [userId, since],
  );
  return Number(row?.n ?? 0);
}
