import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { ANNOUNCEMENT_QUEUE } from './jobs.ts';
import { insertAnnouncement } from './repository.ts';

/** Stores the announcement and queues its e-mails; the admin's request does not wait for thousands of sends. */
export async function publishAnnouncement(
  ctx: AppContext,
  actor: { id: string; ip: string },
  input: { subject: string; body: string },
) {
  const row = await insertAnnouncement(ctx.database.db, input);
  await ctx.queue.send(ANNOUNCEMENT_QUEUE, { announcementId: row.id }, { retryLimit: 3 });
  await audit(ctx.database.db, {
    actorId: actor.id,
    action: 'announcement.published',
    target: row.id,
    details: { subject: row.subject },
    ip: actor.ip,
  });
  return row;
}
