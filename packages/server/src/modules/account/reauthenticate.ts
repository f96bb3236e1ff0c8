import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { isAPIError } from 'better-auth/api';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

/** Ends the session cookies in the browser (after sign-out of this device or account deletion). */
export async function expireAuthCookiesOf(ctx: AppContext, reply: FastifyReply) {
  const authContext = await ctx.auth.$context;
  const secure = ctx.config.appUrl.startsWith('https://') ? '; Secure' : '';
  const names = [
    authContext.authCookies.sessionToken.name,
    authContext.authCookies.sessionData.name,
    authContext.authCookies.dontRememberToken.name,
  ];
  reply.header(
    'set-cookie',
    names.map((n) => `${n}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`),
  );
}

/** Re-authentication: the account password, through better-auth (shares its failure budget and audit). */
export async function verifyAccountPassword(ctx: AppContext, req: FastifyRequest, password: string) {
  try {
    await ctx.auth.api.verifyPassword({ body: { password }, headers: fromNodeHeaders(req.headers) });
  } catch (error) {
    if (isAPIError(error)) {
      const code = String(error.body?.code ?? '');
      if (code === 'TOO_MANY_ATTEMPTS')
        throw new AppError('RATE_LIMITED', String(error.body?.message ?? error.message));
      if (code === 'INVALID_PASSWORD') throw new AppError('INVALID_PASSWORD', 'That password is not correct.');
      if (error.statusCode === 401) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    }
    throw error;
  }
}
