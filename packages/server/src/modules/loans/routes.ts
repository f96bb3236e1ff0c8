import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import { contractTokenCost } from '@nairalens/core/tokens/costs.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { liveBalance } from '../wallet/ledger-service.ts';
import { renderContractReport } from './report-pdf.ts';
import {
  deleteScenario,
  findContract,
  insertScenario,
  latestIncome,
  listContracts,
  listScenarios,
  saveCorrections,
} from './repository.ts';
import {
  analyseUploadedContract,
  contractJson,
  correctionsSchema,
  FILE_TOO_LARGE,
  MAX_CONTRACT_BYTES,
} from './service.ts';

const scenarioBody = z.object({
  kind: z.enum(['calculator', 'comparison', 'contract']),
  name: z.string().trim().min(1).max(120),
  input: z.record(z.string(), z.unknown()).refine((v) => JSON.stringify(v).length <= 20_000, 'Scenario is too large.'),
  contractId: z.string().uuid().nullable().optional(),
});

/** /api/loans: contract analysis (upload, result, corrections, PDF report), income context and saved scenarios. */
export default function loanRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_CONTRACT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    if (ctx.config.rateLimits) {
      await app.register(rateLimit, {
        global: false,
        hook: 'preHandler',
        keyGenerator: (req) => req.user?.id ?? req.ip,
      });
    }
    app.addHook('preHandler', requireUser(ctx));

    /** Income for the calculator and affordability: the latest completed statement analysis, if any. */
    app.get('/context', async (req) => {
      const income = await latestIncome(ctx.database.db, req.user!.id);
      return {
        monthlyIncome: income?.monthlyIncome ?? null,
        existingMonthlyDebt: income?.monthlyDebt ?? null,
        analysisId: income?.analysisId ?? null,
        balance: await liveBalance(ctx.database.db, req.user!.id),
      };
    });

    app.get('/contracts/cost', async (req) => {
      const { size } = z.object({ size: z.coerce.number().int().min(0).max(MAX_CONTRACT_BYTES) }).parse(req.query);
      return { tokens: contractTokenCost(size) };
    });

    app.post('/contracts', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (req, reply) => {
      if (!req.isMultipart())
        throw new AppError('VALIDATION', 'Send the contract as multipart/form-data with one "file".');
      let file: { bytes: Buffer; name: string } | null = null;
      const values: Record<string, string> = {};
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (file) throw new AppError('VALIDATION', 'Upload one file at a time.');
            file = { bytes: await part.toBuffer(), name: part.filename };
          } else if (typeof part.value === 'string') values[part.fieldname] = part.value;
        }
      } catch (e) {
        if (e instanceof AppError) throw e;
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', FILE_TOO_LARGE);
        throw new AppError('VALIDATION', 'The upload could not be read. Please try again.');
      }
      if (!file) throw new AppError('VALIDATION', 'Choose a loan contract to upload.');
      const keyField = z
        .string()
        .min(8)
        .max(100)
        .regex(/^[\w:-]+$/)
        .optional()
        .safeParse(values.idempotencyKey);
      const header = req.headers['idempotency-key'];
      const idempotencyKey =
        (keyField.success ? keyField.data : undefined) ??
        (typeof header === 'string' && /^[\w:-]{8,100}$/.test(header) ? header : randomUUID());
      const { row, replayed } = await analyseUploadedContract(ctx, {
        userId: req.user!.id,
        bytes: file.bytes,
        fileName: file.name || null,
        idempotencyKey,
      });
      if (!replayed) {
        await audit(ctx.database.db, {
          action: 'loan_contract.analysed',
          userId: req.user!.id,
          target: row.id,
          details: { tokenCost: row.token_cost, sizeBytes: file.bytes.length },
          ip: req.ip,
        });
      }
      reply.status(replayed ? 200 : 201);
      return { contract: contractJson(row) };
    });

    app.get('/contracts', async (req) => {
      const rows = await listContracts(ctx.database.db, req.user!.id);
      return { contracts: rows.map(contractJson) };
    });

    app.get('/contracts/:id', async (req) => {
      const { id } = z.object({ id: z.string() }).parse(req.params);
      return { contract: contractJson(await findContract(ctx.database.db, req.user!.id, id)) };
    });

    app.patch('/contracts/:id', async (req) => {
      const { id } = z.object({ id: z.string() }).parse(req.params);
      const body = z
        .object({
          corrections: correctionsSchema.optional(),
          monthlyIncome: z.number().int().min(0).max(1e13).nullable().optional(),
        })
        .parse(req.body ?? {});
      const row = await findContract(ctx.database.db, req.user!.id, id);
      if (row.status !== 'completed')
        throw new AppError('CONFLICT', 'This contract could not be read, so there is nothing to correct.');
      const corrections = { ...row.corrections_json, ...(body.corrections ?? {}) };
      await saveCorrections(ctx.database.db, req.user!.id, id, corrections, body.monthlyIncome);
      return { contract: contractJson(await findContract(ctx.database.db, req.user!.id, id)) };
    });

    app.get('/contracts/:id/report.pdf', async (req, reply) => {
      const { id } = z.object({ id: z.string() }).parse(req.params);
      const row = await findContract(ctx.database.db, req.user!.id, id);
      if (row.status !== 'completed')
        throw new AppError('CONFLICT', 'This contract could not be read, so there is no report.');
      const pdf = await renderContractReport(contractJson(row), new Date());
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="nairalens-loan-analysis-${row.id.slice(0, 8)}.pdf"`);
      return reply.send(pdf);
    });

    app.get('/scenarios', async (req) => {
      const rows = await listScenarios(ctx.database.db, req.user!.id);
      return { scenarios: rows.map(scenarioJson) };
    });

    app.post('/scenarios', async (req, reply) => {
      const body = scenarioBody.parse(req.body ?? {});
      if (body.contractId) await findContract(ctx.database.db, req.user!.id, body.contractId);
      const row = await insertScenario(ctx.database.db, req.user!.id, {
        id: randomUUID(),
        kind: body.kind,
        name: body.name,
        input: body.input,
        contractId: body.contractId ?? null,
      });
      reply.status(201);
      return { scenario: scenarioJson(row) };
    });

    app.delete('/scenarios/:id', async (req, reply) => {
      const { id } = z.object({ id: z.string() }).parse(req.params);
      await deleteScenario(ctx.database.db, req.user!.id, id);
      reply.status(204);
      return null;
    });
  };
}

function scenarioJson(r: {
  id: string;
  kind: string;
  name: string;
  input_json: unknown;
  contract_id: string | null;
  created_at: Date;
}) {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    input: r.input_json,
    contractId: r.contract_id,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
