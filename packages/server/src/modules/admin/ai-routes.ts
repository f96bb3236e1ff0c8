import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import { aiOverview, createRule, editRule, ruleInput, testRule } from './ai-rules.ts';

const idParams = z.object({ id: z.uuid() });
const patchBody = z.object({ enabled: z.boolean() });

/** /api/admin/ai: global categorisation rules as data, people's corrections grouped, and trying a rule first. */
export default function adminAiRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAdmin(ctx));
    const actor = (req: { user: { id: string } | null; ip: string }) => ({ id: req.user!.id, ip: req.ip });

    app.get('/', async () => aiOverview(ctx.database.db));
    app.post('/rules/test', async (req) => testRule(ctx.database.db, ruleInput.parse(req.body ?? {})));
    app.post('/rules', async (req) => {
      const body = (req.body ?? {}) as { promotedFrom?: unknown };
      return createRule(ctx.database.db, ruleInput.parse(req.body ?? {}), actor(req), body.promotedFrom ? 'corrections' : undefined);
    });
    app.put('/rules/:id', async (req) => {
      const { id } = idParams.parse(req.params);
      return editRule(ctx.database.db, id, ruleInput.parse(req.body ?? {}), actor(req));
    });
    app.patch('/rules/:id', async (req) => {
      const { id } = idParams.parse(req.params);
      return editRule(ctx.database.db, id, patchBody.parse(req.body ?? {}), actor(req));
    });
  };
}
