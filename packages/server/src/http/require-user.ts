import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { deleteSession } from './session-repository.ts';
import { AppError } from '../errors.ts';
import type { AppContext } from '../context.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: string;
  image: string | null;
  twoFactorEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

/**
 * An administrator's session lasts 12 hours from sign-in (a person's lasts 7 days, refreshed daily): a forgotten
 * admin tab on a shared computer stops being a way in by the end of the working day.
 */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * Sessions read in the last SESSION_CACHE_MS, by cookie. Reading a session through better-auth costs about as much as
 * the rest of a typical request (cookie signature, two queries, its endpoint machinery), and a page fires several
 * requests at once. The cache is emptied by every state-changing request this process serves (sign-out, revoking a
 * session, a ban, a profile change…), so on one instance a change is seen at once and on another within 2 s.
 */
const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;
const sessionCache = new Map<string, { at: number; user: SessionUser; sessionId: string }>();

export function forgetSessions(): void {
  sessionCache.clear();
  sessionReads.clear();
}

/** Reads the session cookie (better-auth) into req.user; null when signed out. */
export async function loadSession(ctx: AppContext, req: FastifyRequest, options: { fresh?: boolean } = {}): Promise<SessionUser | null> {
  const cookie = req.headers.cookie;
  if (!cookie) return null;
  const now = Date.now();
  const hit = options.fresh ? undefined : sessionCache.get(cookie);
  if (hit && now - hit.at < SESSION_CACHE_MS) {
    req.sessionId = hit.sessionId;
    return hit.user;
  }
  // One read per cookie at a time: when the cached entry lapses under load, the requests already waiting for the same
  // session share one better-auth read instead of each starting its own (50 at once on a busy page).
  let pending = options.fresh ? undefined : sessionReads.get(cookie);
  if (!pending) {
    pending = readSession(ctx, req, now);
    if (!options.fresh) {
      const mine = pending;
      sessionReads.set(cookie, mine);
      const done = () => {
        if (sessionReads.get(cookie) === mine) sessionReads.delete(cookie);
      };
      mine.then(done, done);
    }
  }
  const read = await pending;
  if (!read) return null;
  req.sessionId = read.sessionId;
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  sessionCache.set(cookie, { at: now, ...read });
  return read.user;
}

const sessionReads = new Map<string, Promise<{ user: SessionUser; sessionId: string } | null>>();

async function readSession(ctx: AppContext, req: FastifyRequest, now: number): Promise<{ user: SessionUser; sessionId: string } | null> {
  const result = await ctx.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!result) return null;
  const user = toSessionUser(result.user);
  if (user.role === 'admin' && now - new Date(result.session.createdAt).getTime() > ADMIN_SESSION_MAX_AGE_MS) {
    // Expired for an admin: the session ends here, everywhere it is used, not only on admin pages.
    await deleteSession(ctx.database.db, result.session.id);
    return null;
  }
  return { user, sessionId: result.session.id };
}

function toSessionUser(raw: { id: string; email: string; name: string; emailVerified: boolean; image?: string | null }): SessionUser {
  const u = raw as typeof raw & { role?: string | null; twoFactorEnabled?: boolean | null };
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    emailVerified: u.emailVerified,
    role: u.role ?? 'user',
    image: u.image ?? null,
    twoFactorEnabled: Boolean(u.twoFactorEnabled),
  };
}

/** preHandler: a signed-in, verified user, or 401. */
export function requireUser(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    req.user = await loadSession(ctx, req);
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  };
}

/**
 * preHandler: a signed-in admin with two-factor sign-in on, or 401/403 — the role is checked on the server, not only
 * in the UI, and read afresh (never from the session cache): a role removed a second ago is already gone. An admin
 * account is worth more to an attacker than any other, so a password alone does not open it.
 */
export function requireAdmin(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    req.user = await loadSession(ctx, req, { fresh: true });
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    if (req.user.role !== 'admin') throw new AppError('FORBIDDEN', 'This area is for administrators.');
    if (!req.user.twoFactorEnabled) {
      throw new AppError('TWO_FACTOR_REQUIRED', 'Turn on two-factor sign-in (Settings → Security) to use the admin area.');
    }
  };
}
