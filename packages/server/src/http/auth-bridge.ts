import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import type { AppContext } from '../context.ts';

/** Builds the Web API Request better-auth expects from a Fastify request. */
export function toWebRequest(req: FastifyRequest, appUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  const body =
    req.method === 'GET' || req.method === 'HEAD' || req.body === undefined
      ? undefined
      : typeof req.body === 'string'
        ? req.body
        : JSON.stringify(req.body);
  return new Request(new URL(req.url, appUrl), { method: req.method, headers, body });
}

/** Mounts better-auth's handler at /api/auth/*. */
export function registerAuthBridge(app: FastifyInstance, ctx: AppContext) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { rateLimit: false },
    async handler(req, reply) {
      const response = await ctx.auth.handler(toWebRequest(req, ctx.config.appUrl));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key === 'set-cookie') return;
        reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      const text = await response.text();
      if (req.url.split('?')[0] === '/api/auth/sign-up/email' && response.status === 200) return reply.send(signUpAnswer(text));
      return reply.send(text || null);
    },
  });
}

/**
 * A sign-up answers the same whether or not the address is registered (the owner is e-mailed instead): better-auth
 * returns a stand-in user for a registered address whose fields (role, flags) differ from a real new row, so only the
 * fields every answer has in common are passed on, in a fixed order.
 */
function signUpAnswer(text: string): string {
  try {
    const { user } = JSON.parse(text) as { user?: Record<string, unknown> };
    if (!user) return text;
    return JSON.stringify({
      token: null,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: false,
        image: null,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
    });
  } catch {
    return text;
  }
}
