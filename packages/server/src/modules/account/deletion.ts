import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { clearOutboxFor, eraseAccountRows, storageKeysOf } from './deletion-repository.ts';

/**
 * Self-service erasure (NDPA s. 36; decisions §1): personal data, documents and analyses go; wallet ledger and payment
 * rows stay for accounting with the person removed (their user_id columns are ON DELETE SET NULL).
 * Every other table that points at the user is ON DELETE CASCADE (checked by test/account-deletion.test.ts over
 * every migration), so deleting the user row removes the rest. Files in encrypted storage are found through every
 * `*storage_key` column of tables with a `user_id`, so later areas' documents go too.
 */

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
  const ledgerRowsKept = await eraseAccountRows(ctx.database.db, {
    userId,
    email,
    pseudonym,
    secret: ctx.config.authSecret,
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
  if (ctx.mailer.mode === 'outbox') await clearOutboxFor(ctx.database, email);
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
