import type { DbOrTx } from '../../db/client.ts';
import { preferencesRow, updatePreferences } from './repository.ts';

/**
 * The four e-mail switches of Settings › Notifications (docs/product-rules.md, defaults: analysis completed on, payment receipts
 * on, monthly digest on, product updates off). Every optional e-mail the product sends asks `shouldEmail` first.
 * Security e-mails (password or two-factor changes, data export ready, account deleted) are always sent.
 */
export const NOTIFICATION_KINDS = [
  'analysis_completed',
  'payment_receipts',
  'monthly_digest',
  'product_updates',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationPreferences {
  analysisCompleted: boolean;
  paymentReceipts: boolean;
  monthlyDigest: boolean;
  productUpdates: boolean;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  analysisCompleted: true,
  paymentReceipts: true,
  monthlyDigest: true,
  productUpdates: false,
};

const COLUMN_OF: Record<NotificationKind, keyof NotificationPreferences> = {
  analysis_completed: 'analysisCompleted',
  payment_receipts: 'paymentReceipts',
  monthly_digest: 'monthlyDigest',
  product_updates: 'productUpdates',
};

export async function getNotificationPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  return (await preferencesRow(db, userId)) ?? { ...DEFAULT_PREFERENCES };
}

export async function setNotificationPreferences(
  db: DbOrTx,
  userId: string,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences | null> {
  return (await updatePreferences(db, userId, prefs)) ? prefs : null;
}

/**
 * Whether the person wants this kind of e-mail. Call it right before sending:
 *   if (await shouldEmail(ctx.database.db, userId, 'analysis_completed')) await ctx.mailer.send(...)
 * A missing profile (a deleted account) means no e-mail.
 */
export async function shouldEmail(db: DbOrTx, userId: string, kind: NotificationKind): Promise<boolean> {
  const row = await preferencesRow(db, userId);
  if (!row) return false;
  return row[COLUMN_OF[kind]];
}
