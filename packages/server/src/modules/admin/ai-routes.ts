import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { aiOverviewSchema, globalRuleSchema, ruleTestSchema } from '@nairalens/core/api/admin-ai.ts';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { aiOverview, createRule, editRule, ruleInput, testRule } from './ai-rules.ts';

const idParams = z.object({ id: z.uuid() });
const patchBody = z.object({ enabled: z.boolean() });

/** /api/admin/ai: global categorisation rules as data, people's corrections grouped, and trying a rule first. */
export default function adminAiRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed, validated and shaped by the shared contract (core/api/admin-ai.ts); bodies parsed after the admin check.
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAdmin(ctx));
    const answer = <T>(schema: T) => ({ schema: { response: { 200: schema } } });
    const rule = answer(globalRuleSchema);
    const actor = (req: { user: { id: string } | null; ip: string }) => ({ id: req.user!.id, ip: req.ip });

    app.get('/', answer(aiOverviewSchema), async () => aiOverview(ctx.database.db));
    app.post('/rules/test', answer(ruleTestSchema), async (req) => testRule(ctx.database.db, ruleInput.parse(req.body ?? {})));
    app.post('/rules', rule, async (req) => {
      const body = (req.body ?? {}) as { promotedFrom?: unknown };
      return createRule(ctx.database.db, ruleInput.parse(req.body ?? {}), actor(req), body.promotedFrom ? 'corrections' : undefined);
    });
    app.put('/rules/:id', rule, async (req) => {
      const { id } = idParams.parse(req.params);
      return editRule(ctx.database.db, id, ruleInput.parse(req.body ?? {}), actor(req));
    });
    app.patch('/rules/:id', rule, async (req) => {
      const { id } = idParams.parse(req.params);
      return editRule(ctx.database.db, id, patchBody.parse(req.body ?? {}), actor(req));
    });
  };
}
