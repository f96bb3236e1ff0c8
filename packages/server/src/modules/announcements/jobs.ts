import type { AppContext } from '../../context.ts';
import { sendAnnouncement } from './send-announcement.ts';

export const ANNOUNCEMENT_QUEUE = 'product-update-announcements';

export async function registerAnnouncementJobs(ctx: AppContext): Promise<void> {
  await ctx.queue.createQueue(ANNOUNCEMENT_QUEUE);
  await ctx.queue.work(ANNOUNCEMENT_QUEUE, async (jobs) => {
    for (const job of jobs) {
      const id = (job.data as { announcementId?: unknown } | null)?.announcementId;
      if (typeof id === 'string') ctx.log.info(await sendAnnouncement(ctx, id), 'product update sent');
    }
  });
}
