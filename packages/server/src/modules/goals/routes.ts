import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contributionAddedSchema,
  goalChangedSchema,
  goalCreatedSchema,
  goalsSchema,
} from '@nairalens/core/api/goal.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { addContribution } from './add-contribution.ts';
import { createGoal } from './create-goal.ts';
import { contributionSchema, createGoalSchema, updateGoalSchema } from '@nairalens/core/api/goal.ts';
import { GOAL_REMINDERS_QUEUE, MONTHLY_DIGEST_QUEUE } from './jobs.ts';
import { listGoalsWithProgress } from './list-goals.ts';
import { unsubscribe } from './unsubscribe.ts';
import { unsubscribePage } from './unsubscribe-page.ts';
import { editGoal, removeGoal } from './update-goal.ts';

const idParams = z.object({ id: z.string().uuid() });
const ownerQuery = z.object({ profileId: z.string().uuid().optional() });
const unsubscribeQuery = z.object({
  scope: z.enum(['goal-reminders', 'monthly-digest', 'product-updates']),
  id: z.string().min(1).max(64),
  sig: z.string().min(1).max(128),
});
const runBody = z.object({ job: z.enum(['reminders', 'digest']), at: z.number().int().positive().optional() }).strict();

/** /api/goals: the person's goals with progress, contributions, reminders, and the one-click unsubscribe link. */
export default function goalRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const db = ctx.database.db;

    // Opened from an e-mail, signed in or not: the signature is the authority.
    app.get('/unsubscribe', async (req, reply) => {
      const q = unsubscribeQuery.safeParse(req.query);
      const ok = q.success && (await unsubscribe(ctx, q.data.scope, q.data.id, q.data.sig));
      reply.header('cache-control', 'no-store').type('text/html');
      return reply.status(ok ? 200 : 400).send(unsubscribePage(ok ? q.data!.scope : 'invalid', ctx.config.appUrl));
    });
    // RFC 8058 one-click: mail clients POST to the same link.
    app.post('/unsubscribe', async (req, reply) => {
      const q = unsubscribeQuery.safeParse(req.query);
      const ok = q.success && (await unsubscribe(ctx, q.data.scope, q.data.id, q.data.sig));
      return reply.status(ok ? 200 : 400).send({ ok });
    });

    await app.register(async (plain) => {
      // Answers typed and shaped by the shared contract (core/api/goal.ts); bodies are parsed after the sign-in check.
      const authed = plain.withTypeProvider<ZodTypeProvider>();
      authed.addHook('preHandler', requireUser(ctx));

      authed.get('/', { schema: { response: { 200: goalsSchema } } }, async (req) =>
        listGoalsWithProgress(db, req.user!.id, ownerQuery.parse(req.query).profileId ?? null),
      );

      authed.post('/', { schema: { response: { 201: goalCreatedSchema } } }, async (req, reply) => {
        const goal = await createGoal(db, req.user!.id, createGoalSchema.parse(req.body ?? {}));
        return reply.status(201).send({ id: goal.id });
      });

      authed.patch('/:id', { schema: { response: { 200: goalChangedSchema } } }, async (req) => {
        const goal = await editGoal(
          db,
          req.user!.id,
          idParams.parse(req.params).id,
          updateGoalSchema.parse(req.body ?? {}),
        );
        return { id: goal.id, status: goal.status };
      });

      authed.delete('/:id', async (req, reply) => {
        await removeGoal(db, req.user!.id, idParams.parse(req.params).id);
        return reply.status(204).send();
      });

      const contribution = { response: { 201: contributionAddedSchema } };
      authed.post('/:id/contributions', { schema: contribution }, async (req, reply) => {
        const row = await addContribution(
          db,
          req.user!.id,
          idParams.parse(req.params).id,
          contributionSchema.parse(req.body ?? {}),
        );
        return reply.status(201).send({ id: row.id, amount: row.amount, contributedOn: row.contributedOn });
      });

      // Development and browser tests: run a scheduled job now, through the real queue. Never in production.
      if (!ctx.config.isProduction) {
        authed.post('/dev/run-job', async (req) => {
          const body = runBody.parse(req.body ?? {});
          const jobId = await ctx.queue.send(body.job === 'reminders' ? GOAL_REMINDERS_QUEUE : MONTHLY_DIGEST_QUEUE, {
            at: body.at ?? Date.now(),
          });
          return { jobId };
        });
      }
    });
  };
}
