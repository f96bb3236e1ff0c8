import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { account, accountAvatars, dataExports, profiles, session, twoFactor } from '../../db/schema/index.ts';

/** The account module's SQL: notification choices, sessions, the profile photo, security facts and data exports. */

export async function preferencesRow(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      analysisCompleted: profiles.emailAnalysisFinished,
      paymentReceipts: profiles.emailPaymentReceipts,
      monthlyDigest: profiles.emailMonthlyDigest,
      productUpdates: profiles.emailProductUpdates,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** False when the person has no profile row. */
export async function updatePreferences(
  db: DbOrTx,
  userId: string,
  prefs: { analysisCompleted: boolean; paymentReceipts: boolean; monthlyDigest: boolean; productUpdates: boolean },
): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({
      emailAnalysisFinished: prefs.analysisCompleted,
      emailPaymentReceipts: prefs.paymentReceipts,
      emailMonthlyDigest: prefs.monthlyDigest,
      emailProductUpdates: prefs.productUpdates,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}

export async function activeSessionRows(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      impersonatedBy: session.impersonatedBy,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt));
}

/** Ends the person's sessions: one (`only`), or all but one (`except`, null for all); answers how many ended. */
export async function deleteSessions(
  db: DbOrTx,
  userId: string,
  which: { only: string } | { except: string | null },
): Promise<number> {
  const where =
    'only' in which
      ? and(eq(session.id, which.only), eq(session.userId, userId))
      : which.except
        ? and(eq(session.userId, userId), ne(session.id, which.except))
        : eq(session.userId, userId);
  const rows = await db.delete(session).where(where).returning({ id: session.id });
  return rows.length;
}

/** Marks a session as seen now (its "last seen" in Settings › Security). */
export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(session).set({ updatedAt: new Date() }).where(eq(session.id, sessionId));
}

export async function avatarRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(accountAvatars).where(eq(accountAvatars.userId, userId));
  return row ?? null;
}

export async function upsertAvatar(
  db: DbOrTx,
  v: { userId: string; storageKey: string; contentType: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(accountAvatars)
    .values(v)
    .onConflictDoUpdate({
      target: accountAvatars.userId,
      set: { storageKey: v.storageKey, contentType: v.contentType, updatedAt: v.updatedAt },
    });
}

export async function deleteAvatar(db: DbOrTx, userId: string) {
  const [previous] = await db.delete(accountAvatars).where(eq(accountAvatars.userId, userId)).returning();
  return previous ?? null;
}

export async function setAvatarUrl(db: DbOrTx, userId: string, avatarUrl: string | null, at: Date): Promise<void> {
  await db.update(profiles).set({ avatarUrl, updatedAt: at }).where(eq(profiles.userId, userId));
}

/** What Settings › Security shows: the two-factor row and when the password was last set. */
export async function securityFacts(db: DbOrTx, userId: string) {
  const [tf] = await db
    .select({ backupCodes: twoFactor.backupCodes, verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  const [cred] = await db
    .select({ updatedAt: account.updatedAt })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return { twoFactor: tf ?? null, passwordUpdatedAt: cred?.updatedAt ?? null };
}

export async function hasPendingExport(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
  return rows.length > 0;
}

export async function ownExport(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row ?? null;
}

export async function markExportDownloaded(db: DbOrTx, id: string): Promise<void> {
  await db.update(dataExports).set({ downloadedAt: new Date() }).where(eq(dataExports.id, id));
}
