import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The e-mails of deleted accounts, remembered only as keyed hashes so that deleting an account and signing up again
 * with the same address does not grant a second free trial token. The address itself is never stored.
 */
export function deletedEmailHash(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`deleted-account:${email.trim().toLowerCase()}`).digest('hex');
}

export async function rememberDeletedEmail(db: DbOrTx, secret: string, email: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO deleted_account_emails (email_hash) VALUES (${deletedEmailHash(secret, email)}) ON CONFLICT (email_hash) DO NOTHING`,
  );
}

export async function belongedToDeletedAccount(db: DbOrTx, secret: string, email: string): Promise<boolean> {
  const res = await db.execute(sql`SELECT 1 AS hit FROM deleted_account_emails WHERE email_hash = ${deletedEmailHash(secret, email)}`);
  return res.rows.length > 0;
}
