import type { AppContext } from '../context.ts';
import { DOCUMENT_JOB_OPTIONS, SWEEP_QUEUE } from '../jobs/queue-names.ts';
import type { AnyDocumentKind } from './document-kind.ts';
import { processDocument } from './process-document.ts';
import { sweepDocuments } from './sweep-documents.ts';

/** Creates a queue per document kind (also needed to enqueue, so routes call it even when workers are off). */
export async function createDocumentQueues(ctx: AppContext, kinds: readonly AnyDocumentKind[]): Promise<void> {
  for (const kind of kinds) await ctx.queue.createQueue(kind.queue, { ...DOCUMENT_JOB_OPTIONS });
}

/** pg-boss workers of the document pipeline: one per kind, and the housekeeping sweep (every 10 minutes). */
export async function registerDocumentJobs(ctx: AppContext, kinds: readonly AnyDocumentKind[]): Promise<void> {
  await createDocumentQueues(ctx, kinds);
  await ctx.queue.createQueue(SWEEP_QUEUE);
  for (const kind of kinds) {
    await ctx.queue.work<Record<string, unknown>>(
      kind.queue,
      // At most two of one person's documents at once across every worker (jobs are grouped by person when sent),
      // so one large batch leaves capacity for everyone else.
      { pollingIntervalSeconds: 0.5, localConcurrency: 2, groupConcurrency: 2 },
      async ([job]) => {
        const id = job?.data?.[kind.payloadKey];
        if (typeof id !== 'string') return;
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        try {
          const outcome = await processDocument(ctx, kind, id, { retryCount: job.retryCount });
          if (outcome === 'completed' || outcome === 'failed') ctx.metrics.jobFinished(kind.queue, outcome, seconds());
        } catch (error) {
          ctx.metrics.jobFinished(kind.queue, 'retried', seconds());
          throw error;
        }
      },
    );
  }
  await ctx.queue.work(SWEEP_QUEUE, async () => {
    const r = await sweepDocuments(ctx, kinds);
    if (r.rawDeleted || r.stale) ctx.log.info(r, 'document sweep');
  });
  await ctx.queue.schedule(SWEEP_QUEUE, '*/10 * * * *');
  // Once at start too, so a restart after downtime (or a crash) catches up at once.
  sweepDocuments(ctx, kinds).catch((e) =>
    ctx.log.warn({ err: { message: (e as Error).message } }, 'document sweep failed'),
  );
}
