import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contactReceiptSchema } from '@nairalens/core/api/support.ts';
import type { AppContext } from '../../context.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { loadSession } from '../../http/require-user.ts';
import { insertSupportMessage, type SupportStatus } from './repository.ts';
import { enforcePublicLimit } from '../../http/public-rate-limit.ts';
import { parseOr400 } from '../../http/parse-input.ts';
import { contactMessageSchema } from '@nairalens/core/api/contact-message.ts';

export const CONTACT_LIMIT = {
  bucket: 'contact',
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent several messages in a short time. Please wait a while before sending another.',
};

/**
 * The contact form (/contact): stored as a support request for guests and signed-in users alike (the spec's
 * abuse_flags of type support_request), visible to admins in the support inbox.
 */
export default function supportRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // The receipt is shaped by the shared contract (core/api/support.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post('/messages', { schema: { response: { 201: contactReceiptSchema } } }, async (req, reply) => {
      const input = parseOr400(contactMessageSchema, req.body);
      await enforcePublicLimit(ctx, req, reply, CONTACT_LIMIT);
      reply.status(201);
      if (input.website?.trim()) {
        // A bot filled the hidden field: answer as if stored so it learns nothing, keep nothing.
        req.log.info({ support: 'honeypot' }, 'contact message dropped by the honeypot');
        return { message: { id: randomUUID(), status: 'open' as const, createdAt: new Date().toISOString() } };
      }
      const user = await loadSession(ctx, req).catch(() => null);
      const row = await insertSupportMessage(ctx.database.db, {
        userId: user?.id ?? null,
        name: input.name,
        email: input.email.toLowerCase(),
        subject: input.subject,
        message: input.message,
      });
      return { message: { id: row.id, status: row.status as SupportStatus, createdAt: row.createdAt.toISOString() } };
    });
  };
}
