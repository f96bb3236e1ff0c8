import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyses,
  analysisTransactions,
  auditLog,
  globalCategoryRules,
  userCategoryRules,
  payments,
  profiles,
  session,
  supportMessages,
  tokenLedger,
  user,
} from '../../db/schema/index.ts';

/** All of the admin area's SQL. Reads span other areas' tables: the admin screens are a read model over them. */

export async function countStats(db: DbOrTx, startOfTodayLagos: Date) {
  const [users] = await db.select({ n: count() }).from(user);
  const [today] = await db.select({ n: count() }).from(analyses).where(gte(analyses.createdAt, startOfTodayLagos));
  const [tickets] = await db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.status, 'open'));
  // Revenue is what people paid for tokens and plans; the processing fee passes through to the payment partner.
  const [revenue] = await db
    .select({ k: sql<string>`coalesce(sum(${payments.priceKobo}), 0)::bigint` })
    .from(payments)
    .where(eq(payments.status, 'success'));
  return { users: Number(users.n), today: Number(today.n), tickets: Number(tickets.n), revenueKobo: Number(revenue.k) };
}

export async function searchUsers(db: DbOrTx, q: string, limit: number, offset: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined;
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      banned: user.banned,
      twoFactorEnabled: user.twoFactorEnabled,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      tokensBalance: profiles.tokensBalance,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(user).where(where);
  return { rows, total: Number(total.n) };
}

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, id));
  return row;
}

export async function userSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gte(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
}

export async function userAnalyses(db: DbOrTx, userId: string) {
  return db
    .select({
      id: analyses.id,
      status: analyses.status,
      failureCode: analyses.failureCode,
      createdAt: analyses.createdAt,
      completedAt: analyses.completedAt,
    })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt))
    .limit(50);
}

export async function userLedger(db: DbOrTx, userId: string) {
  return db
    .select({
      id: tokenLedger.id,
      delta: tokenLedger.delta,
      bucket: tokenLedger.bucket,
      type: tokenLedger.type,
      reason: tokenLedger.reason,
      createdAt: tokenLedger.createdAt,
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .orderBy(desc(tokenLedger.createdAt))
    .limit(100);
}

export async function setRole(db: DbOrTx, userId: string, role: 'admin' | 'user') {
  const [row] = await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId)).returning({ id: user.id });
  return row;
}

export async function deleteSessionsOf(db: DbOrTx, userId: string) {
  await db.delete(session).where(eq(session.userId, userId));
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  subject?: string;
  from?: Date;
  to?: Date;
}

function auditWhere(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.actor) parts.push(eq(auditLog.actorId, f.actor));
  if (f.action) parts.push(ilike(auditLog.action, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.subject) parts.push(or(eq(auditLog.userId, f.subject), eq(auditLog.target, f.subject))!);
  if (f.from) parts.push(gte(auditLog.createdAt, f.from));
  if (f.to) parts.push(lt(auditLog.createdAt, f.to));
  return parts.length ? and(...parts) : undefined;
}

export async function listAudit(db: DbOrTx, f: AuditFilter, limit: number, offset: number) {
  const where = auditWhere(f);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: Number(total.n) };
}

/** Rows of one analytics query; days are calendar days in Africa/Lagos. */
type Row = Record<string, string | number | null>;
async function rows(db: DbOrTx, query: SQL): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}
const lagosDay = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD')`;

export async function analyticsSeries(db: DbOrTx, from: Date, to: Date) {
  const inRange = (col: SQL) => sql`${col} >= ${from.toISOString()}::timestamptz AND ${col} < ${to.toISOString()}::timestamptz`;
  const [signups, analysesByDay, kinds, failures, timing, tokens, revenue] = await Promise.all([
    rows(db, sql`SELECT ${lagosDay(sql`created_at`)} AS day, count(*)::int AS signups,
                        count(*) FILTER (WHERE email_verified)::int AS verified
                   FROM "user" WHERE ${inRange(sql`created_at`)} GROUP BY 1 ORDER BY 1`),
    rows(db, sql`SELECT ${lagosDay(sql`created_at`)} AS day,
                        count(*) FILTER (WHERE status = 'completed')::int AS completed,
                        count(*) FILTER (WHERE status = 'failed')::int AS failed,
                        count(*) FILTER (WHERE status IN ('pending', 'processing'))::int AS in_progress
                   FROM analyses WHERE ${inRange(sql`created_at`)} GROUP BY 1 ORDER BY 1`),
    // What was analysed (statement, loan contract, credit report), not the file format.
    rows(db, sql`SELECT kind, count(*)::int AS analyses,
                        count(*) FILTER (WHERE status = 'completed')::int AS completed,
                        count(*) FILTER (WHERE status = 'failed')::int AS failed
                   FROM (SELECT 'statement' AS kind, status FROM analyses WHERE ${inRange(sql`created_at`)}
                         UNION ALL SELECT 'loan-contract', status FROM loan_contracts WHERE ${inRange(sql`created_at`)}
                         UNION ALL SELECT 'credit-report', status FROM credit_reports WHERE ${inRange(sql`created_at`)}) d
                  GROUP BY 1 ORDER BY 2 DESC, 1`),
    rows(db, sql`SELECT coalesce(failure_code, 'unknown') AS reason, count(*)::int AS analyses
                   FROM analyses WHERE status = 'failed' AND ${inRange(sql`created_at`)} GROUP BY 1 ORDER BY 2 DESC, 1`),
    rows(db, sql`SELECT ${lagosDay(sql`created_at`)} AS day,
                        round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - created_at))::numeric, 1)::float AS median_seconds,
                        round(percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - created_at))::numeric, 1)::float AS p95_seconds
                   FROM analyses WHERE status = 'completed' AND completed_at IS NOT NULL AND ${inRange(sql`created_at`)}
                  GROUP BY 1 ORDER BY 1`),
    rows(db, sql`SELECT ${lagosDay(sql`created_at`)} AS day,
                        coalesce(-sum(delta) FILTER (WHERE type IN ('spend', 'refund')), 0)::int AS spent,
                        coalesce(sum(delta) FILTER (WHERE type IN ('purchase', 'subscription')), 0)::int AS bought
                   FROM token_ledger WHERE ${inRange(sql`created_at`)} GROUP BY 1 ORDER BY 1`),
    rows(db, sql`SELECT product_kind AS kind, product_id AS product, count(*)::int AS payments,
                        sum(price_kobo)::bigint AS revenue_kobo
                   FROM payments WHERE status = 'success' AND ${inRange(sql`coalesce(paid_at, created_at)`)}
                  GROUP BY 1, 2 ORDER BY 4 DESC, 2`),
  ]);
  return { signups, analysesByDay, kinds, failures, timing, tokens, revenue };
}

export async function listPayments(db: DbOrTx, status: string | undefined, limit: number, offset: number) {
  const where = status ? eq(payments.status, status as 'success') : undefined;
  const list = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      provider: payments.provider,
      productKind: payments.productKind,
      productId: payments.productId,
      tokens: payments.tokens,
      priceKobo: payments.priceKobo,
      amountKobo: payments.amountKobo,
      status: payments.status,
      failureReason: payments.failureReason,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
      userId: payments.userId,
      email: user.email,
    })
    .from(payments)
    .leftJoin(user, eq(user.id, payments.userId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  return { rows: list, total: Number(total.n) };
}

export async function findPaymentByReference(db: DbOrTx, reference: string) {
  const [row] = await db.select({ id: payments.id, status: payments.status, userId: payments.userId }).from(payments).where(eq(payments.reference, reference));
  return row;
}

export async function listGlobalRules(db: DbOrTx) {
  return db.select().from(globalCategoryRules).orderBy(desc(globalCategoryRules.updatedAt), desc(globalCategoryRules.id));
}

export async function insertGlobalRule(
  db: DbOrTx,
  r: { pattern: string; direction: 'credit' | 'debit' | 'any'; category: string; createdBy: string },
) {
  const [row] = await db
    .insert(globalCategoryRules)
    .values({ id: randomUUID(), ...r })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateGlobalRule(
  db: DbOrTx,
  id: string,
  patch: Partial<{ pattern: string; direction: 'credit' | 'debit' | 'any'; category: string; enabled: boolean }>,
) {
  const [row] = await db
    .update(globalCategoryRules)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(globalCategoryRules.id, id))
    .returning();
  return row;
}

/** People's "apply to similar" corrections, grouped: how many people taught the same pattern the same category. */
export async function correctionGroups(db: DbOrTx, limit = 100) {
  return db
    .select({
      pattern: userCategoryRules.pattern,
      direction: userCategoryRules.direction,
      category: userCategoryRules.category,
      people: sql<number>`count(DISTINCT ${userCategoryRules.userId})::int`,
      lastAt: sql<Date>`max(${userCategoryRules.updatedAt})`,
    })
    .from(userCategoryRules)
    .groupBy(userCategoryRules.pattern, userCategoryRules.direction, userCategoryRules.category)
    .orderBy(sql`count(DISTINCT ${userCategoryRules.userId}) DESC`, userCategoryRules.pattern)
    .limit(limit);
}

/** Recent narrations across all analyses, for trying a rule before saving it (no owner is returned). */
export async function recentNarrations(db: DbOrTx, limit: number) {
  return db
    .select({ description: analysisTransactions.description, amount: analysisTransactions.amount, category: analysisTransactions.category })
    .from(analysisTransactions)
    .innerJoin(analyses, eq(analyses.id, analysisTransactions.analysisId))
    .orderBy(desc(analyses.createdAt), analysisTransactions.idx)
    .limit(limit);
}

/** One audit-log row as stored. */
export type AuditRow = typeof auditLog.$inferSelect;
