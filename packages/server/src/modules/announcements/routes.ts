import type { FastifyInstance } from 'fastify';
import {
  announcementDraftSchema,
  announcementPreviewSchema,
  announcementPublishedSchema,
  announcementsSchema,
} from '@nairalens/core/api/announcements.ts';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { renderEmail } from '../../mail/render-email.ts';
import { publishAnnouncement } from './publish-announcement.ts';
import { countProductUpdateRecipients, listAnnouncements } from './repository.ts';
import { announcementEmail } from './send-announcement.ts';

/** /api/admin/announcements: product updates, e-mailed to people who keep them on. Admins only. */
export default function announcementRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/announcements.ts); bodies are read after the admin
    // check.
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAdmin(ctx));
    app.get('/', { schema: { response: { 200: announcementsSchema } } }, async () => ({
      audience: await countProductUpdateRecipients(ctx.database.db),
      announcements: (await listAnnouncements(ctx.database.db)).map((a) => ({
        id: a.id,
        subject: a.subject,
        body: a.body,
        createdAt: a.createdAt.toISOString(),
        sentAt: a.sentAt?.toISOString() ?? null,
        recipients: a.recipients,
      })),
    }));
    // The e-mail exactly as people will get it (its unsubscribe link is a sample), and how many it would reach.
    app.post('/preview', { schema: { response: { 200: announcementPreviewSchema } } }, async (req) => {
      const email = announcementEmail(ctx, announcementDraftSchema.parse(req.body ?? {}), `${ctx.config.appUrl}/unsubscribe?sample=1`);
      const { html, text } = renderEmail(email, ctx.config.appUrl);
      return { subject: email.subject, html, text, audience: await countProductUpdateRecipients(ctx.database.db) };
    });
    app.post('/', { schema: { response: { 202: announcementPublishedSchema } } }, async (req, reply) => {
      const a = await publishAnnouncement(ctx, { id: req.user!.id, ip: req.ip }, announcementDraftSchema.parse(req.body ?? {}));
      return reply.status(202).send({ id: a.id });
    });
  };
}
