import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientProfiles, goalContributions, goalRemindersSent, goals, monthlyDigestsSent, profiles, user } from '../../db/schema/index.ts';

export type GoalRow = typeof goals.$inferSelect;
export type NewGoal = Omit<typeof goals.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const ownerOf = (userId: string, profileId: string | null) =>
  and(eq(goals.userId, userId), profileId ? eq(goals.profileLightId, profileId) : isNull(goals.profileLightId));

export async function insertGoal(db: DbOrTx, values: NewGoal): Promise<GoalRow> {
  const [row] = await db.insert(goals).values({ id: randomUUID(), ...values }).returning();
  return row!;
}

export async function listGoals(db: DbOrTx, userId: string, profileId: string | null): Promise<GoalRow[]> {
  return db.select().from(goals).where(ownerOf(userId, profileId)).orderBy(asc(goals.createdAt), asc(goals.id));
}

export async function findGoal(db: DbOrTx, userId: string, id: string): Promise<GoalRow | null> {
  const [row] = await db.select().from(goals).where(and(eq(goals.userId, userId), eq(goals.id, id)));
  return row ?? null;
}

export async function updateGoal(db: DbOrTx, userId: string, id: string, values: Partial<NewGoal>): Promise<GoalRow | null> {
  const [row] = await db
    .update(goals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(goals.userId, userId), eq(goals.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteGoal(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(goals).where(and(eq(goals.userId, userId), eq(goals.id, id))).returning({ id: goals.id });
  return rows.length > 0;
}

export async function insertContribution(db: DbOrTx, values: { goalId: string; userId: string; amount: number; note: string | null; contributedOn: string }) {
  const [row] = await db.insert(goalContributions).values({ id: randomUUID(), ...values }).returning();
  return row!;
}

/** Sum of manual contributions per goal. */
export async function contributionTotals(db: DbOrTx, userId: string, goalIds: string[]): Promise<Map<string, number>> {
  if (goalIds.length === 0) return new Map();
  const rows = await db
    .select({ goalId: goalContributions.goalId, total: sql<string>`sum(${goalContributions.amount})` })
    .from(goalContributions)
    .where(and(eq(goalContributions.userId, userId), inArray(goalContributions.goalId, goalIds)))
    .groupBy(goalContributions.goalId);
  return new Map(rows.map((r) => [r.goalId, Number(r.total)]));
}

/** The latest reminders sent, per goal (shown in the app). */
export async function lastReminders(db: DbOrTx, userId: string, goalIds: string[]): Promise<Map<string, string>> {
  if (goalIds.length === 0) return new Map();
  const rows = await db
    .select({ goalId: goalRemindersSent.goalId, sentOn: sql<string>`to_char(max(${goalRemindersSent.sentOn}), 'YYYY-MM-DD')` })
    .from(goalRemindersSent)
    .where(and(eq(goalRemindersSent.userId, userId), inArray(goalRemindersSent.goalId, goalIds)))
    .groupBy(goalRemindersSent.goalId);
  return new Map(rows.map((r) => [r.goalId, r.sentOn]));
}

export async function clientProfileExists(db: DbOrTx, userId: string, profileId: string): Promise<boolean> {
  const [row] = await db.select({ id: clientProfiles.id }).from(clientProfiles).where(and(eq(clientProfiles.userId, userId), eq(clientProfiles.id, profileId)));
  return Boolean(row);
}

/** Active goals with a reminder that the person has not unsubscribed from, with where to write. */
export async function goalsWithReminders(db: DbOrTx) {
  return db
    .select({ goal: goals, email: user.email, firstName: profiles.firstName })
    .from(goals)
    .innerJoin(user, eq(user.id, goals.userId))
    .leftJoin(profiles, eq(profiles.userId, goals.userId))
    .where(and(eq(goals.status, 'active'), isNotNull(goals.reminderFrequency), isNull(goals.remindersUnsubscribedAt)))
    .orderBy(asc(goals.userId), asc(goals.id));
}

/** Claims today's reminder for a goal; false when a run already sent it (the primary key makes it once a day). */
export async function claimReminder(db: DbOrTx, goalId: string, userId: string, sentOn: string): Promise<boolean> {
  const rows = await db.insert(goalRemindersSent).values({ goalId, userId, sentOn }).onConflictDoNothing().returning({ goalId: goalRemindersSent.goalId });
  return rows.length > 0;
}

export async function releaseReminder(db: DbOrTx, goalId: string, sentOn: string): Promise<void> {
  await db.delete(goalRemindersSent).where(and(eq(goalRemindersSent.goalId, goalId), eq(goalRemindersSent.sentOn, sentOn)));
}

export async function unsubscribeGoalReminders(db: DbOrTx, goalId: string): Promise<boolean> {
  const rows = await db
    .update(goals)
    .set({ remindersUnsubscribedAt: new Date(), updatedAt: new Date() })
    .where(eq(goals.id, goalId))
    .returning({ id: goals.id });
  return rows.length > 0;
}

/** Verified people who want the monthly digest. */
export async function digestRecipients(db: DbOrTx) {
  return db
    .select({ userId: user.id, email: user.email, firstName: profiles.firstName })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(profiles.emailMonthlyDigest, true), eq(user.emailVerified, true)))
    .orderBy(desc(user.createdAt));
}

export async function claimDigest(db: DbOrTx, userId: string, month: string): Promise<boolean> {
  const rows = await db.insert(monthlyDigestsSent).values({ userId, month }).onConflictDoNothing().returning({ userId: monthlyDigestsSent.userId });
  return rows.length > 0;
}

export async function releaseDigest(db: DbOrTx, userId: string, month: string): Promise<void> {
  await db.delete(monthlyDigestsSent).where(and(eq(monthlyDigestsSent.userId, userId), eq(monthlyDigestsSent.month, month)));
}

/** The one-click unsubscribe of an optional e-mail kind: the same switch as in Settings › Notifications. */
export async function turnOffEmailKind(db: DbOrTx, userId: string, kind: 'monthly-digest' | 'product-updates'): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ ...(kind === 'monthly-digest' ? { emailMonthlyDigest: false } : { emailProductUpdates: false }), updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}
