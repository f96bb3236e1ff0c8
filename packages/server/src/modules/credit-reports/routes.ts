import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BUREAUS, type CreditReport } from '@nairalens/core/credit-reports/types.ts';
import {
  creditReportCardEnvelopeSchema,
  creditReportDetailEnvelopeSchema,
  creditReportListSchema,
  creditReportUnlockSchema,
  disputesSchema,
} from '@nairalens/core/api/credit-report.ts';
import { documentUploadPartsSchema } from '@nairalens/core/api/upload.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { audit } from '../../audit.ts';
import { confirmDisputes } from './confirm-disputes.ts';
import { createCreditReport } from './create-credit-report.ts';
import { renderDisputeLetter } from './dispute-letter-pdf.ts';
import { createDocumentQueues } from '../../documents/register-document-jobs.ts';
import { readUploadParts } from '../../documents/upload-parts.ts';
import { readSingleFile, registerMultipart } from '../../http/multipart.ts';
import { creditReportDocument } from './credit-report-document.ts';
import { MAX_REPORT_BYTES } from './queue.ts';
import { renderCreditReportPdf } from './report-pdf.ts';
import { unlockCreditReportExport } from './unlock-clean-export.ts';
import {
  cardJson,
  creditReportDetail,
  listCreditReports,
  ownReport,
  type CreditReportDetail,
  type DisputeItem,
} from './view-credit-report.ts';

const listQuery = z.object({ bureau: z.enum(BUREAUS).optional(), profileId: z.string().uuid().optional() });
const disputeBody = z.object({
  findingIds: z.array(z.string().max(300)).max(50).default([]),
  unrecognised: z
    .array(z.object({ lender: z.string().max(200), accountNumber: z.string().max(40).nullable() }))
    .max(50)
    .default([]),
});
const idOf = (req: FastifyRequest) => z.object({ id: z.string().max(64) }).parse(req.params).id;

/** /api/credit-reports: upload, list (bureau filter), detail, disputes, dispute letter, PDF report. */
export default function creditReportRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/credit-report.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const answer = <T>(schema: T) => ({ schema: { response: { 200: schema } } });
    await createDocumentQueues(ctx, [creditReportDocument]);
    await registerMultipart(plain, { fileSize: MAX_REPORT_BYTES, fields: 10, fieldSize: 4096 });
    app.addHook('preHandler', requireUser(ctx));
    const db = ctx.database.db;

    const logLevel = (['trace', 'debug'].includes(ctx.config.logLevel) ? 'info' : ctx.config.logLevel) as 'info';
    const uploaded = { response: { 200: creditReportCardEnvelopeSchema, 201: creditReportCardEnvelopeSchema } };
    app.post('/', { logLevel, schema: uploaded }, async (req, reply) => {
      const { file, values } = await readSingleFile(req, {
        notMultipart: 'Send the report as multipart/form-data with one "file".',
        missing: 'Choose a credit report file to upload.',
        tooLarge: 'This file is larger than 10 MB; upload the report as the bureau sent it.',
      });
      const { document } = readUploadParts(documentUploadPartsSchema, values, req.headers['idempotency-key']);
      const outcome = await createCreditReport(ctx, {
        userId: req.user!.id,
        bytes: file.bytes,
        fileName: file.name,
        ...document,
      });
      if (!outcome.replayed)
        await audit(db, {
          action: 'credit_report.uploaded',
          userId: req.user!.id,
          target: outcome.report.id,
          details: { sizeBytes: file.bytes.length },
          ip: req.ip,
        });
      reply.status(outcome.replayed ? 200 : 201);
      return { report: cardJson(outcome.report) };
    });

    app.get('/', answer(creditReportListSchema), async (req) => {
      const q = listQuery.safeParse(req.query);
      if (!q.success) throw new AppError('VALIDATION', 'Unknown bureau filter.');
      return { reports: await listCreditReports(db, req.user!.id, q.data) };
    });

    app.get('/:id', answer(creditReportDetailEnvelopeSchema), async (req) => ({
      report: await creditReportDetail(db, req.user!.id, idOf(req)),
    }));

    app.put('/:id/disputes', answer(disputesSchema), async (req) => {
      const body = disputeBody.safeParse(req.body ?? {});
      if (!body.success) throw new AppError('VALIDATION', 'Choose the entries to dispute.');
      return { disputes: await confirmDisputes(db, req.user!.id, idOf(req), body.data) };
    });

    app.get('/:id/dispute-letter.pdf', async (req, reply) => {
      const row = await ownReport(db, req.user!.id, idOf(req));
      const items = (row.disputesJson as DisputeItem[]) ?? [];
      const report = (row.resultJson as { report?: CreditReport } | null)?.report;
      if (!report || items.length === 0) throw new AppError('CONFLICT', 'Confirm at least one entry to dispute first.');
      const pdf = await renderDisputeLetter({
        bureau: report.bureau,
        reference: report.reference,
        reportDate: report.reportDate,
        name: report.subject.name,
        bvn: report.subject.bvn,
        items,
        date: new Date(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="dispute-${report.bureau}.pdf"`)
        .send(pdf);
    });

    app.post('/:id/clean-export', answer(creditReportUnlockSchema), async (req) =>
      unlockCreditReportExport(ctx, req.user!.id, idOf(req)),
    );

    app.get('/:id/report.pdf', async (req, reply) => {
      const { variant } = z
        .object({ variant: z.enum(['watermarked', 'clean']).default('watermarked') })
        .parse(req.query);
      const detail = await creditReportDetail(db, req.user!.id, idOf(req));
      if (!detail.report) throw new AppError('CONFLICT', 'This report has not been read yet.');
      const d = detail as CreditReportDetail;
      if (variant === 'clean' && !d.cleanExportUnlocked)
        throw new AppError('INSUFFICIENT_TOKENS', 'You need 2 tokens to unlock clean exports.');
      const pdf = await renderCreditReportPdf(d, { watermarked: variant !== 'clean', generatedAt: new Date() });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="credit-report-${d.bureau}.pdf"`)
        .send(pdf);
    });
  };
}
