import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { saveScenarioSchema } from '@nairalens/core/api/loan-scenario.ts';
import { contractTokenCost } from '@nairalens/core/tokens/costs.ts';
import {
  contractCorrectionBodySchema,
  contractCostSchema,
  loanContextSchema,
  loanContractEnvelopeSchema,
  loanContractListSchema,
  loanIdParamsSchema,
  scenarioEnvelopeSchema,
  scenarioListSchema,
} from '@nairalens/core/api/loan-contract.ts';
import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { createDocumentQueues } from '../../documents/register-document-jobs.ts';
import { idempotencyKeyOf, readSingleFile, registerMultipart } from '../../http/multipart.ts';
import { registerUserRateLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { contractDocument } from './contract-document.ts';
import { contractJson } from './contract-json.ts';
import { correctContract } from './correct-contract.ts';
import { exportContractReport } from './export-contract-report.ts';
import { getLoanContext } from './get-loan-context.ts';
import { deleteContract, deleteScenario, findContract, listContracts, listScenarios } from './repository.ts';
import { saveScenario } from './save-scenario.ts';
import { scenarioJson } from './scenario-json.ts';
import { FILE_TOO_LARGE, MAX_CONTRACT_BYTES, uploadContract } from './upload-contract.ts';

/** /api/loans: contract analysis (upload, result, corrections, PDF report), income context and saved scenarios. */
export default function loanRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/loan-contract.ts). Bodies are parsed in the handler,
    // after the sign-in check (a schema body would be validated before the preHandler runs).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    await createDocumentQueues(ctx, [contractDocument]);
    await registerMultipart(app, { fileSize: MAX_CONTRACT_BYTES, fields: 5, fieldSize: 1024 });
    await registerUserRateLimit(app, ctx);
    app.addHook('preHandler', requireUser(ctx));
    const db = ctx.database.db;

    const one = { params: loanIdParamsSchema, response: { 200: loanContractEnvelopeSchema } };

    app.get('/context', { schema: { response: { 200: loanContextSchema } } }, async (req) =>
      getLoanContext(db, req.user!.id),
    );

    app.get('/contracts/cost', { schema: { response: { 200: contractCostSchema } } }, async (req) => {
      const { size } = z.object({ size: z.coerce.number().int().min(0).max(MAX_CONTRACT_BYTES) }).parse(req.query);
      return { tokens: contractTokenCost(size) };
    });

    const created = { response: { 200: loanContractEnvelopeSchema, 201: loanContractEnvelopeSchema } };
    const uploadLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
    app.post('/contracts', { config: uploadLimit, schema: created }, async (req, reply) => {
      const { file, values } = await readSingleFile(req, {
        notMultipart: 'Send the contract as multipart/form-data with one "file".',
        missing: 'Choose a loan contract to upload.',
        tooLarge: FILE_TOO_LARGE,
      });
      const { row, replayed } = await uploadContract(ctx, {
        userId: req.user!.id,
        bytes: file.bytes,
        fileName: file.name || null,
        idempotencyKey: idempotencyKeyOf(req, values.idempotencyKey),
      });
      if (!replayed) {
        await audit(db, {
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

    app.get('/contracts', { schema: { response: { 200: loanContractListSchema } } }, async (req) => ({
      contracts: (await listContracts(db, req.user!.id)).map(contractJson),
    }));

    app.get('/contracts/:id', { schema: one }, async (req) => ({
      contract: contractJson(await findContract(db, req.user!.id, req.params.id)),
    }));

    app.patch('/contracts/:id', { schema: one }, async (req) => {
      const body = contractCorrectionBodySchema.parse(req.body ?? {});
      return { contract: contractJson(await correctContract(db, req.user!.id, req.params.id, body)) };
    });

    app.delete('/contracts/:id', async (req, reply) => {
      const { id } = loanIdParamsSchema.parse(req.params);
      await deleteContract(db, req.user!.id, id);
      reply.status(204);
      return null;
    });

    app.get('/contracts/:id/report.pdf', async (req, reply) => {
      const { id } = loanIdParamsSchema.parse(req.params);
      const { pdf, fileName } = await exportContractReport(db, req.user!.id, id);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(pdf);
    });

    app.get('/scenarios', { schema: { response: { 200: scenarioListSchema } } }, async (req) => ({
      scenarios: (await listScenarios(db, req.user!.id)).map(scenarioJson),
    }));

    app.post('/scenarios', { schema: { response: { 201: scenarioEnvelopeSchema } } }, async (req, reply) => {
      const body = saveScenarioSchema.parse(req.body ?? {});
      const row = await saveScenario(db, req.user!.id, body);
      reply.status(201);
      return { scenario: scenarioJson(row) };
    });

    app.delete('/scenarios/:id', async (req, reply) => {
      const { id } = loanIdParamsSchema.parse(req.params);
      await deleteScenario(db, req.user!.id, id);
      reply.status(204);
      return null;
    });
  };
}
