import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import { renderEmail } from '../../mail/render-email.ts';
import { publishAnnouncement } from './publish-announcement.ts';
import { countProductUpdateRecipients, listAnnouncements } from './repository.ts';
import { announcementEmail } from './send-announcement.ts';

const body = z
  .object({
    subject: z.string().trim().min(3, 'Write a subject.').max(120),
    body: z.string().trim().min(10, 'Write the announcement.').max(5000),
  })
  .strict();

/** /api/admin/announcements: product updates, e-mailed to people who keep them on. Admins only. */
export default function announcementRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAdmin(ctx));
    app.get('/', async () => ({
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
    app.post('/preview', async (req) => {
      const email = announcementEmail(ctx, body.parse(req.body ?? {}), `${ctx.config.appUrl}/unsubscribe?sample=1`);
      const { html, text } = renderEmail(email, ctx.config.appUrl);
      return { subject: email.subject, html, text, audience: await countProductUpdateRecipients(ctx.database.db) };
    });
    app.post('/', async (req, reply) => {
      const a = await publishAnnouncement(ctx, { id: req.user!.id, ip: req.ip }, body.parse(req.body ?? {}));
      return reply.status(202).send({ id: a.id });
    });
  };
}
