import type { FastifyInstance } from 'fastify';
import { newsletterPendingSchema } from '@nairalens/core/api/newsletter.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { loadSession } from '../../http/require-user.ts';
import { enforcePublicLimit } from '../../http/public-rate-limit.ts';
import { parseOr400 } from '../../http/parse-input.ts';
import { emailSchema } from '@nairalens/core/auth/credentials.ts';
import { confirm, subscribe, unsubscribe } from './service.ts';

const subscribeInput = z.object({
  email: emailSchema,
  /** Honeypot, as on the contact form. */
  website: z.string().optional(),
});

export const NEWSLETTER_LIMIT = {
  bucket: 'newsletter',
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: 'Too many sign-ups from your connection. Please wait a while and try again.',
};

const PENDING = {
  status: 'pending',
  message: 'Almost there! Check your inbox and click the link to confirm your subscription.',
} as const;

/** The footer newsletter: double opt-in by e-mail, stored; links in the e-mails land back on the home page. */
export default function newsletterRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post('/subscribe', { schema: { response: { 202: newsletterPendingSchema } } }, async (req, reply) => {
      const input = parseOr400(subscribeInput, req.body);
      await enforcePublicLimit(ctx, req, reply, NEWSLETTER_LIMIT);
      reply.status(202);
      if (input.website?.trim()) return PENDING;
      const user = await loadSession(ctx, req).catch(() => null);
      await subscribe(ctx, input.email.toLowerCase(), user?.id ?? null);
      return PENDING;
    });

    app.get('/confirm', async (req, reply) => {
      const { token } = z.object({ token: z.string().default('') }).parse(req.query);
      const outcome = await confirm(ctx, token);
      return reply.redirect(`/?newsletter=${outcome}`, 303);
    });

    app.get('/unsubscribe', async (req, reply) => {
      const q = z.object({ id: z.string().default(''), token: z.string().default('') }).parse(req.query);
      const ok = z.uuid().safeParse(q.id).success && (await unsubscribe(ctx, q.id, q.token));
      return reply.redirect(`/?newsletter=${ok ? 'unsubscribed' : 'invalid'}`, 303);
    });
  };
}
