import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { saveScenarioSchema } from '@nairalens/core/api/loan-scenario.ts';
import { contractTokenCost } from '@nairalens/core/tokens/costs.ts';
import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { createDocumentQueues } from '../../documents/register-document-jobs.ts';
import { idempotencyKeyOf, readSingleFile, registerMultipart } from '../../http/multipart.ts';
import { registerUserRateLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/require-user.ts';
import { contractDocument } from './contract-document.ts';
import { contractJson, correctionsSchema } from './contract-json.ts';
import { correctContract } from './correct-contract.ts';
import { exportContractReport } from './export-contract-report.ts';
import { getLoanContext } from './get-loan-context.ts';
import {
  deleteContract,
  deleteScenario,
  findContract,
  listContracts,
  listScenarios,
  type ScenarioRow,
} from './repository.ts';
import { saveScenario } from './save-scenario.ts';
import { FILE_TOO_LARGE, MAX_CONTRACT_BYTES, uploadContract } from './upload-contract.ts';

const idParams = z.object({ id: z.string() });
const correctionBody = z.object({
  corrections: correctionsSchema.optional(),
  monthlyIncome: z.number().int().min(0).max(1e13).nullable().optional(),
});

/** /api/loans: contract analysis (upload, result, corrections, PDF report), income context and saved scenarios. */
export default function loanRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await createDocumentQueues(ctx, [contractDocument]);
    await registerMultipart(app, { fileSize: MAX_CONTRACT_BYTES, fields: 5, fieldSize: 1024 });
    await registerUserRateLimit(app, ctx);
    app.addHook('preHandler', requireUser(ctx));
    const db = ctx.database.db;

    app.get('/context', async (req) => getLoanContext(db, req.user!.id));

    app.get('/contracts/cost', async (req) => {
      const { size } = z.object({ size: z.coerce.number().int().min(0).max(MAX_CONTRACT_BYTES) }).parse(req.query);
      return { tokens: contractTokenCost(size) };
    });

    app.post('/contracts', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (req, reply) => {
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

    app.get('/contracts', async (req) => ({ contracts: (await listContracts(db, req.user!.id)).map(contractJson) }));

    app.get('/contracts/:id', async (req) => {
      const { id } = idParams.parse(req.params);
      return { contract: contractJson(await findContract(db, req.user!.id, id)) };
    });

    app.patch('/contracts/:id', async (req) => {
      const { id } = idParams.parse(req.params);
      const body = correctionBody.parse(req.body ?? {});
      return { contract: contractJson(await correctContract(db, req.user!.id, id, body)) };
    });

    app.delete('/contracts/:id', async (req, reply) => {
      const { id } = idParams.parse(req.params);
      await deleteContract(db, req.user!.id, id);
      reply.status(204);
      return null;
    });

    app.get('/contracts/:id/report.pdf', async (req, reply) => {
      const { id } = idParams.parse(req.params);
      const { pdf, fileName } = await exportContractReport(db, req.user!.id, id);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.send(pdf);
    });

    app.get('/scenarios', async (req) => ({ scenarios: (await listScenarios(db, req.user!.id)).map(scenarioJson) }));

    app.post('/scenarios', async (req, reply) => {
      const body = saveScenarioSchema.parse(req.body ?? {});
      const row = await saveScenario(db, req.user!.id, body);
      reply.status(201);
      return { scenario: scenarioJson(row) };
    });

    app.delete('/scenarios/:id', async (req, reply) => {
      const { id } = idParams.parse(req.params);
      await deleteScenario(db, req.user!.id, id);
      reply.status(204);
      return null;
    });
  };
}

function scenarioJson(r: ScenarioRow) {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    input: r.input_json,
    contractId: r.contract_id,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
