import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Db } from '../../db/client.ts';
import { rememberDeletedEmail } from './deleted-emails.ts';

/** The SQL of account deletion. */

export async function storageKeysOf(ctx: AppContext, userId: string): Promise<string[]> {
  const columns = await ctx.database.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name
       FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_name LIKE '%storage_key'
        AND EXISTS (SELECT 1 FROM information_schema.columns u
                     WHERE u.table_schema = 'public' AND u.table_name = c.table_name AND u.column_name = 'user_id')`,
  );
  const keys: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await ctx.database.query<{ k: string | null }>(
      `SELECT "${column_name.replace(/"/g, '""')}" AS k FROM "${table_name.replace(/"/g, '""')}" WHERE user_id = $1`,
      [userId],
    );
    for (const r of rows) if (r.k) keys.push(r.k);
  }
  return keys;
}

/**
 * Erases the person's rows in one transaction (the user row cascades to everything keyed by it), keeps the ledger
 * without a name, pseudonymises the audit trail and remembers the address's hash; answers the ledger rows kept.
 */
export async function eraseAccountRows(
  db: Db,
  p: { userId: string; email: string; pseudonym: string; secret: string },
): Promise<number> {
  const { userId, email, pseudonym, secret } = p;
  return db.transaction(async (tx) => {
    const ledger = await tx.execute(sql`SELECT count(*)::int AS n FROM token_ledger WHERE user_id = ${userId}`);
    const ledgerRowsKept = Number((ledger.rows[0] as { n: number } | undefined)?.n ?? 0);
    // Support messages are personal (name, e-mail, text): their FK would only null the link, so they go explicitly,
    // with messages sent as a guest from the same address.
    await tx.execute(sql`DELETE FROM support_messages WHERE user_id = ${userId} OR lower(email) = lower(${email})`);
    // A newsletter subscription is by e-mail (its user link would only be nulled): erasure removes it too.
    const [{ newsletter }] = (
      await tx.execute(sql`SELECT to_regclass('public.newsletter_subscriptions') IS NOT NULL AS newsletter`)
    ).rows as { newsletter: boolean }[];
    if (newsletter) {
      await tx.execute(
        sql`DELETE FROM newsletter_subscriptions WHERE user_id = ${userId} OR lower(email) = lower(${email})`,
      );
    }
    // Payments stay for accounting (their user link is nulled by the FK); what the payment partner sent back about
    // the person goes. The reference still ties the row to the partner's own records.
    const [{ payments }] = (await tx.execute(sql`SELECT to_regclass('public.payments') IS NOT NULL AS payments`))
      .rows as {
      payments: boolean;
    }[];
    if (payments) {
      await tx.execute(
        sql`UPDATE payments SET provider_data = NULL, authorization_url = NULL WHERE user_id = ${userId}`,
      );
    }
    await tx.execute(sql`DELETE FROM account_attempts WHERE key LIKE ${'%:' + userId}`);
    // better-auth's verification rows (reset links, two-factor challenges, trusted devices) name the user by id.
    await tx.execute(sql`DELETE FROM verification WHERE value = ${userId}`);
    // The security log keeps what happened and when, not who or from where.
    await tx.execute(
      sql`UPDATE audit_log SET user_id = NULL, actor_id = CASE WHEN actor_id = ${userId} THEN NULL ELSE actor_id END,
                               target = ${pseudonym}, ip = NULL, details = NULL
           WHERE user_id = ${userId} OR actor_id = ${userId}`,
    );
    // Its free trial token was given once: a new account with this address gets none (only a keyed hash is kept).
    await rememberDeletedEmail(tx, secret, email);
    await tx.execute(sql`DELETE FROM "user" WHERE id = ${userId}`);
    return ledgerRowsKept;
  });
}

/** The development outbox forgets the person's messages too. */
export async function clearOutboxFor(database: Database, email: string): Promise<void> {
  await database.query('DELETE FROM mail_outbox WHERE lower("to") = lower($1)', [email]);
}
