import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { supportListSchema, supportMessageEnvelopeSchema } from '@nairalens/core/api/support.ts';
import type { AppContext } from '../../context.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { requireAdmin } from '../../http/require-user.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { findSupportMessage, listSupportMessages, markAnswered, markClosed, reopen, toSupportMessage } from './repository.ts';
import { parseOr400 } from '../../http/parse-input.ts';
import { supportReplySchema } from '@nairalens/core/api/contact-message.ts';
import { listQuery } from './validation.ts';

const idParams = z.object({ id: z.uuid() });
const PREVIEW_CHARS = 160;

function parseId(params: unknown): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Message not found.');
  return parsed.data.id;
}

/** The reply e-mail: the admin's text, then the person's own message quoted for context. */
export function replyEmail(row: { name: string; subject: string; message: string; createdAt: Date }, reply: string) {
  const quoted = row.message.length > 600 ? `${row.message.slice(0, 600)}…` : row.message;
  return {
    subject: `Re: ${row.subject}`,
    heading: 'A reply from NairaLens support',
    paragraphs: [`Hello ${row.name},`, ...reply.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)],
    footnote: `You wrote on ${row.createdAt.toUTCString().slice(0, 16)}: "${quoted}" — reply to this e-mail or use the contact form if you need anything else.`,
  };
}

/** The support inbox for administrators: list and search, read, answer by e-mail, close. */
export default function supportAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/support.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const one = { schema: { response: { 200: supportMessageEnvelopeSchema } } };
    app.addHook('preHandler', requireAdmin(ctx));

    app.get('/messages', { schema: { response: { 200: supportListSchema } } }, async (req) => {
      const q = parseOr400(listQuery, req.query);
      const { rows, total, counts } = await listSupportMessages(ctx.database.db, q);
      return {
        messages: rows.map((r) => {
          const { message, reply: _reply, ...rest } = toSupportMessage(r);
          return { ...rest, preview: message.length > PREVIEW_CHARS ? `${message.slice(0, PREVIEW_CHARS)}…` : message };
        }),
        total,
        counts,
        limit: q.limit,
        offset: q.offset,
      };
    });

    app.get('/messages/:id', one, async (req) => {
      const row = await findSupportMessage(ctx.database.db, parseId(req.params));
      if (!row) throw new AppError('NOT_FOUND', 'Message not found.');
      return { message: toSupportMessage(row) };
    });

    app.post('/messages/:id/reply', one, async (req) => {
      const id = parseId(req.params);
      const { reply } = parseOr400(supportReplySchema, req.body);
      const admin = req.user!;
      const row = await markAnswered(ctx.database.db, id, reply, admin.id, new Date());
      if (!row) {
        const existing = await findSupportMessage(ctx.database.db, id);
        if (!existing) throw new AppError('NOT_FOUND', 'Message not found.');
        throw new AppError('CONFLICT', 'This message has already been answered.');
      }
      try {
        await ctx.mailer.send(row.email, replyEmail(row, reply));
      } catch (error) {
        req.log.error({ err: error }, 'support reply e-mail failed');
        await reopen(ctx.database.db, id);
        throw new AppError('UNAVAILABLE', 'The reply could not be e-mailed. Nothing was sent; please try again.');
      }
      await audit(ctx.database.db, {
        action: 'support.reply',
        actorId: admin.id,
        userId: row.userId,
        target: row.id,
        ip: req.ip,
      });
      return { message: toSupportMessage(row) };
    });

    app.post('/messages/:id/close', one, async (req) => {
      const id = parseId(req.params);
      const row = await markClosed(ctx.database.db, id);
      if (!row) {
        const existing = await findSupportMessage(ctx.database.db, id);
        if (!existing) throw new AppError('NOT_FOUND', 'Message not found.');
        throw new AppError('CONFLICT', 'This message is already closed.');
      }
      await audit(ctx.database.db, { action: 'support.close', actorId: req.user!.id, userId: row.userId, target: row.id, ip: req.ip });
      return { message: toSupportMessage(row) };
    });
  };
}
