import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
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

/** Reads the session cookie (better-auth) into req.user; null when signed out. */
export async function loadSession(ctx: AppContext, req: FastifyRequest): Promise<SessionUser | null> {
  const result = await ctx.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string | null; twoFactorEnabled?: boolean | null };
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

/** preHandler: a signed-in admin, or 401/403 — the role is checked on the server, not only in the UI. */
export function requireAdmin(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    req.user = await loadSession(ctx, req);
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    if (req.user.role !== 'admin') throw new AppError('FORBIDDEN', 'This area is for administrators.');
  };
}
