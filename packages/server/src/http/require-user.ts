import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import { session as sessionTable } from '../db/schema/index.ts';
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

/** Reads the session cookie (better-auth) into req.user; null when signed out. */
export async function loadSession(ctx: AppContext, req: FastifyRequest): Promise<SessionUser | null> {
  const result = await ctx.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string | null; twoFactorEnabled?: boolean | null };
  if (u.role === 'admin' && Date.now() - new Date(result.session.createdAt).getTime() > ADMIN_SESSION_MAX_AGE_MS) {
    // Expired for an admin: the session ends here, everywhere it is used, not only on admin pages.
    await ctx.database.db.delete(sessionTable).where(eq(sessionTable.id, result.session.id));
    return null;
  }
  req.sessionId = result.session.id;
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
 * in the UI. An admin account is worth more to an attacker than any other, so a password alone does not open it.
 */
export function requireAdmin(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    req.user = await loadSession(ctx, req);
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    if (req.user.role !== 'admin') throw new AppError('FORBIDDEN', 'This area is for administrators.');
    if (!req.user.twoFactorEnabled) {
      throw new AppError(
        'TWO_FACTOR_REQUIRED',
        'Turn on two-factor sign-in (Settings → Security) to use the admin area.',
        { status: 403 },
      );
    }
  };
}
