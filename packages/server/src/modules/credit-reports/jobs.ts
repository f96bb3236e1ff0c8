import type { AppContext } from '../../context.ts';
import { processCreditReport } from './process-credit-report.ts';
import { CREDIT_REPORT_JOB_OPTIONS, CREDIT_REPORT_QUEUE, CREDIT_REPORT_SWEEP_QUEUE } from './queue.ts';
import { sweepCreditReports } from './sweep-credit-reports.ts';

/** pg-boss workers of the credit-report pipeline: reading, and the housekeeping sweep every 10 minutes. */
export async function registerCreditReportJobs(ctx: AppContext): Promise<void> {
  await ctx.queue.createQueue(CREDIT_REPORT_QUEUE, { ...CREDIT_REPORT_JOB_OPTIONS });
  await ctx.queue.createQueue(CREDIT_REPORT_SWEEP_QUEUE);
  await ctx.queue.work<{ reportId: string }>(CREDIT_REPORT_QUEUE, { pollingIntervalSeconds: 0.5, localConcurrency: 1 }, async ([job]) => {
    if (!job?.data?.reportId) return;
    await processCreditReport(ctx, job.data.reportId, { retryCount: job.retryCount });
  });
  await ctx.queue.work(CREDIT_REPORT_SWEEP_QUEUE, async () => {
    const r = await sweepCreditReports(ctx);
    if (r.rawDeleted || r.stale) ctx.log.info(r, 'credit report sweep');
  });
  await ctx.queue.schedule(CREDIT_REPORT_SWEEP_QUEUE, '*/10 * * * *');
  sweepCreditReports(ctx).catch((e) => ctx.log.warn({ err: { message: (e as Error).message } }, 'credit report sweep failed'));
}
