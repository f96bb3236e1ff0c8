import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { rememberDeletedEmail } from './deleted-emails.ts';

/**
 * Self-service erasure (NDPA s. 36; decisions §1): personal data, documents and analyses go; wallet ledger and payment
 * rows stay for accounting with the person removed (their user_id columns are ON DELETE SET NULL).
 * Every other table that points at the user is ON DELETE CASCADE (checked by test/account-deletion.test.ts over
 * every migration), so deleting the user row removes the rest. Files in encrypted storage are found through every
 * `*storage_key` column of tables with a `user_id`, so later areas' documents go too.
 */
async function storageKeysOf(ctx: AppContext, userId: string): Promise<string[]> {
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

/** A stable pseudonym for the audit trail of a deleted account (not reversible without the server secret). */
export function pseudonymOf(secret: string, userId: string): string {
  return `deleted:${createHmac('sha256', secret).update(userId).digest('hex').slice(0, 24)}`;
}

export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  email: string,
  /** Who asked: the person (default) or an administrator; the farewell e-mail says which. */
  requestedBy: 'self' | 'admin' = 'self',
): Promise<{ filesDeleted: number; ledgerRowsKept: number }> {
  const keys = await storageKeysOf(ctx, userId);
  const pseudonym = pseudonymOf(ctx.config.authSecret, userId);
  let ledgerRowsKept = 0;
  await ctx.database.db.transaction(async (tx) => {
    const ledger = await tx.execute(sql`SELECT count(*)::int AS n FROM token_ledger WHERE user_id = ${userId}`);
    ledgerRowsKept = Number((ledger.rows[0] as { n: number } | undefined)?.n ?? 0);
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
    await rememberDeletedEmail(tx, ctx.config.authSecret, email);
    await tx.execute(sql`DELETE FROM "user" WHERE id = ${userId}`);
  });
  let filesDeleted = 0;
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
      filesDeleted++;
    } catch (error) {
      ctx.log.error({ err: error }, 'could not delete a stored file of a deleted account');
    }
  }
  await audit(ctx.database.db, {
    action: 'account.deleted',
    target: pseudonym,
    details: { filesDeleted, ledgerRowsKept },
  });
  // The dev outbox (never used in production) holds copies of the person's e-mails: they go too.
  if (ctx.mailer.mode === 'outbox')
    await ctx.database.query('DELETE FROM mail_outbox WHERE lower("to") = lower($1)', [email]);
  await ctx.mailer.send(email, {
    subject: 'Your NairaLens account has been deleted',
    heading: 'Your account has been deleted',
    paragraphs: [
      `${requestedBy === 'admin' ? 'An administrator has deleted your NairaLens account' : 'As you asked, your NairaLens account has been deleted'}: your profile, uploads, analyses, transactions and support messages are erased, and every device is signed out.`,
      'Wallet records are kept for accounting without your name or e-mail. This is the last e-mail you will receive from us.',
    ],
  });
  return { filesDeleted, ledgerRowsKept };
}
