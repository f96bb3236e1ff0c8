import type { DbOrTx } from '../../db/client.ts';
import { activeSessionRows, deleteSessions } from './repository.ts';
import { describeDevice, describeNetwork, isMobileAgent } from './devices.ts';

/** Active sessions of a person, without their tokens (the client never sees another session's token). */
export async function listActiveSessions(
  db: DbOrTx,
  userId: string,
  currentSessionId: string | null,
  now = new Date(),
) {
  const rows = await activeSessionRows(db, userId, now);
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
  return (await deleteSessions(db, userId, { only: sessionId })) > 0;
}

export async function revokeAllSessions(db: DbOrTx, userId: string, exceptSessionId?: string | null): Promise<number> {
  return deleteSessions(db, userId, { except: exceptSessionId ?? null });
}
