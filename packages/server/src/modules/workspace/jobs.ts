import type { AppContext } from '../../context.ts';
import { WEBHOOK_JOB_OPTIONS, WEBHOOK_QUEUE, deliverWebhook, raiseFinishedEvents } from './webhooks.ts';

const SCAN_INTERVAL_MS = 1000;

/**
 * Webhook deliveries run on pg-boss (retries with backoff). Finished analyses are noticed by a short scan rather
 * than a call from the analysis worker, so an event is raised even when the analysis finished on another process.
 */
export async function registerWorkspaceJobs(ctx: AppContext): Promise<void> {
  await ctx.queue.createQueue(WEBHOOK_QUEUE, { ...WEBHOOK_JOB_OPTIONS });
  await ctx.queue.work<{ deliveryId: string }>(
    WEBHOOK_QUEUE,
    { pollingIntervalSeconds: 0.5, localConcurrency: 2 },
    async ([job]) => {
      if (job?.data?.deliveryId) await deliverWebhook(ctx, job.data.deliveryId, { retryCount: job.retryCount });
    },
  );
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = true;
    raiseFinishedEvents(ctx)
      .catch((e) => {
        if (!stopped) ctx.log.warn({ err: { message: (e as Error).message } }, 'workspace event scan failed');
      })
      .finally(() => (running = false));
  }, SCAN_INTERVAL_MS);
  timer.unref();
  ctx.queue.once('stopped', () => {
    stopped = true;
    clearInterval(timer);
  });
}
