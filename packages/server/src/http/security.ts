import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Routes that other sites call by design: the payment partner's webhook (signed), the partner's return to our site,
 * and the public API (bearer keys, no cookies). Everything else that changes state must come from our own pages.
 */
const CROSS_SITE_ALLOWED = [/^\/api\/wallet\/paystack\/webhook$/, /^\/api\/v1\//];

/**
 * Refuses a state-changing request that a browser sent from another site. Browsers send Origin on every
 * cross-origin POST (multipart forms included) and Sec-Fetch-Site on every request; SameSite=Lax cookies alone do
 * not stop a same-site sibling (another subdomain) from posting. A request with neither header did not come from a
 * browser (curl, the partner's servers) and carries no ambient cookie risk.
 */
export function isCrossSite(req: Pick<FastifyRequest, 'method' | 'url' | 'headers'>, appUrl: string): boolean {
  if (!STATE_CHANGING.has(req.method)) return false;
  const url = req.url.split('?')[0];
  if (CROSS_SITE_ALLOWED.some((re) => re.test(url))) return false;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin !== new URL(appUrl).origin;
  if (origin === 'null') return true;
  const site = req.headers['sec-fetch-site'];
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
}

/** Hashes of the inline scripts of the built SPA shell (the theme script that runs before first paint). */
function inlineScriptHashes(indexHtml: string): string[] {
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  );
}

export async function registerSecurity(app: FastifyInstance, options: { appUrl: string; webDist: string }): Promise<void> {
  const https = options.appUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(path.join(options.webDist, 'index.html'))],
        // Charts and Radix position elements with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSite(req, options.appUrl)) {
      req.log.warn({ origin: req.headers.origin, site: req.headers['sec-fetch-site'] }, 'cross-site request refused');
      return reply
        .status(403)
        .send({ error: { code: 'FORBIDDEN', message: 'This request did not come from NairaLens and was refused.' } });
    }
  });
}
