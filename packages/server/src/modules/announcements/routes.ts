import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import { publishAnnouncement } from './publish-announcement.ts';
import { listAnnouncements } from './repository.ts';

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
      announcements: (await listAnnouncements(ctx.database.db)).map((a) => ({
        id: a.id,
        subject: a.subject,
        createdAt: a.createdAt.toISOString(),
        sentAt: a.sentAt?.toISOString() ?? null,
        recipients: a.recipients,
      })),
    }));
    app.post('/', async (req, reply) => {
      const a = await publishAnnouncement(ctx, req.user!.id, body.parse(req.body ?? {}));
      return reply.status(202).send({ id: a.id });
    });
  };
}
