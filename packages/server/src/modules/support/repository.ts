import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { supportMessages } from '../../db/schema/index.ts';

export type SupportRow = typeof supportMessages.$inferSelect;
export type SupportStatus = 'open' | 'answered' | 'closed';

export async function insertSupportMessage(
  db: DbOrTx,
  values: { userId: string | null; name: string; email: string; subject: string; message: string },
): Promise<SupportRow> {
  const [row] = await db
    .insert(supportMessages)
    .values({ id: randomUUID(), type: 'support_request', status: 'open', ...values })
    .returning();
  return row!;
}

export async function listSupportMessages(
  db: DbOrTx,
  opts: { status: SupportStatus | 'all'; q?: string; limit: number; offset: number },
): Promise<{ rows: SupportRow[]; total: number; counts: Record<SupportStatus, number> }> {
  const pattern = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const search = pattern
    ? or(
        ilike(supportMessages.email, pattern),
        ilike(supportMessages.name, pattern),
        ilike(supportMessages.subject, pattern),
        ilike(supportMessages.message, pattern),
      )
    : undefined;
  const base = and(eq(supportMessages.type, 'support_request'), search);
  const where = opts.status === 'all' ? base : and(base, eq(supportMessages.status, opts.status));
  const rows = await db
    .select()
    .from(supportMessages)
    .where(where)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const grouped = await db
    .select({ status: supportMessages.status, n: count() })
    .from(supportMessages)
    .where(base)
    .groupBy(supportMessages.status);
  const counts: Record<SupportStatus, number> = { open: 0, answered: 0, closed: 0 };
  for (const g of grouped) {
    if (g.status === 'open' || g.status === 'answered' || g.status === 'closed') counts[g.status] = Number(g.n);
  }
  const total = opts.status === 'all' ? counts.open + counts.answered + counts.closed : counts[opts.status];
  return { rows, total, counts };
}

export async function findSupportMessage(db: DbOrTx, id: string): Promise<SupportRow | undefined> {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  return row;
}

/** Marks an open message answered; undefined when it is not open (already answered, or absent). */
export async function markAnswered(db: DbOrTx, id: string, reply: string, adminId: string, at: Date): Promise<SupportRow | undefined> {
  const [row] = await db
    .update(supportMessages)
    .set({ status: 'answered', reply, repliedBy: adminId, repliedAt: at })
    .where(and(eq(supportMessages.id, id), eq(supportMessages.status, 'open')))
    .returning();
  return row;
}

/** Closes a message (answered or not); undefined when it is absent or closed already. */
export async function markClosed(db: DbOrTx, id: string): Promise<SupportRow | undefined> {
  const [row] = await db
    .update(supportMessages)
    .set({ status: 'closed' })
    .where(and(eq(supportMessages.id, id), or(eq(supportMessages.status, 'open'), eq(supportMessages.status, 'answered'))))
    .returning();
  return row;
}

/** Undoes markAnswered when the reply e-mail could not be sent, so the admin can try again. */
export async function reopen(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(supportMessages)
    .set({ status: 'open', reply: null, repliedBy: null, repliedAt: null })
    .where(eq(supportMessages.id, id));
}

/** The admin API's view of a message. */
export function toSupportMessage(row: SupportRow) {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status as SupportStatus,
    reply: row.reply,
    repliedBy: row.repliedBy,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
