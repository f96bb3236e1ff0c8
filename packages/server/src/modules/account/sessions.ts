import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import { describeDevice, describeNetwork, isMobileAgent } from './devices.ts';

/** Active sessions of a person, without their tokens (the client never sees another session's token). */
export async function listActiveSessions(
  db: DbOrTx,
  userId: string,
  currentSessionId: string | null,
  now = new Date(),
) {
  const rows = await db
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
  const list = rows.map((r) => {
    const network = describeNetwork(r.ipAddress);
    return {
      id: r.id,
      current: r.id === currentSessionId,
      device: describeDevice(r.userAgent),
      mobile: isMobileAgent(r.userAgent),
      place: network.label,
      ipAddress: network.ip,
      signedInAt: r.createdAt.toISOString(),
      lastSeenAt: (r.updatedAt > r.createdAt ? r.updatedAt : r.createdAt).toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    };
  });
  // The current session first, then the most recently seen.
  return list.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the person's own sessions; false when there is no such session of theirs. */
export async function revokeSession(db: DbOrTx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

export async function revokeAllSessions(db: DbOrTx, userId: string, exceptSessionId?: string | null): Promise<number> {
  const rows = await db
    .delete(session)
    .where(
      exceptSessionId ? and(eq(session.userId, userId), ne(session.id, exceptSessionId)) : eq(session.userId, userId),
    )
    .returning({ id: session.id });
  return rows.length;
}
