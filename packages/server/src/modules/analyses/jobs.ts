import type { AppContext } from '../../context.ts';
import { ANALYSIS_JOB_OPTIONS, ANALYSIS_QUEUE, SWEEP_QUEUE } from './queue-names.ts';
import { processAnalysis, sweep } from './worker.ts';

/** pg-boss workers of upload → analysis: the analysis job and the housekeeping sweep (every 10 minutes). */
export async function registerAnalysisJobs(ctx: AppContext): Promise<void> {
  await ctx.queue.createQueue(ANALYSIS_QUEUE, { ...ANALYSIS_JOB_OPTIONS });
  await ctx.queue.createQueue(SWEEP_QUEUE);
  await ctx.queue.work<{ analysisId: string }>(
    ANALYSIS_QUEUE,
    // At most two of one person's documents at once across every worker; the rest of the capacity stays free for others.
    { pollingIntervalSeconds: 0.5, localConcurrency: 2, groupConcurrency: 2 },
    async ([job]) => {
      if (!job?.data?.analysisId) return;
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const outcome = await processAnalysis(ctx, job.data.analysisId, { retryCount: job.retryCount });
        if (outcome !== 'skipped') ctx.metrics.jobFinished(ANALYSIS_QUEUE, outcome, seconds());
      } catch (error) {
        ctx.metrics.jobFinished(ANALYSIS_QUEUE, 'retried', seconds());
        throw error;
      }
    },
  );
  await ctx.queue.work(SWEEP_QUEUE, async () => {
    const r = await sweep(ctx);
    if (r.rawDeleted || r.stale) ctx.log.info(r, 'upload sweep');
  });
  await ctx.queue.schedule(SWEEP_QUEUE, '*/10 * * * *');
  // Once at start too, so a restart after downtime catches up at once.
  sweep(ctx).catch((e) => ctx.log.warn({ err: { message: (e as Error).message } }, 'upload sweep failed'));
}
