import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { AppError } from '../../errors.ts';
import { revokeAllSessions, revokeSession } from './sessions.ts';

interface Caller {
  userId: string;
  /** The session making the request: ending it signs this browser out. */
  sessionId: string | null;
  ip: string;
}

/** Settings › Security › "Sign out" on one device: audited; true when it was the caller's own session. */
export async function endSession(ctx: AppContext, caller: Caller, sessionId: string): Promise<{ wasCurrent: boolean }> {
  const ok = await revokeSession(ctx.database.db, caller.userId, sessionId);
  if (!ok) throw new AppError('NOT_FOUND', 'That session was not found. It may have ended already.');
  await audit(ctx.database.db, {
    action: 'auth.session_revoked',
    userId: caller.userId,
    target: `session:${sessionId}`,
    ip: caller.ip,
  });
  return { wasCurrent: sessionId === caller.sessionId };
}

/** "Sign out everywhere", keeping this device's session when asked; audited with how many sessions ended. */
export async function endAllSessions(ctx: AppContext, caller: Caller, keepCurrent: boolean): Promise<number> {
  const ended = await revokeAllSessions(ctx.database.db, caller.userId, keepCurrent ? caller.sessionId : null);
  await audit(ctx.database.db, {
    action: 'auth.sessions_revoked_all',
    userId: caller.userId,
    details: { ended, keepCurrent },
    ip: caller.ip,
  });
  return ended;
}
