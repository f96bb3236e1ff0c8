import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiKeyInputSchema, webhookInputSchema } from '@nairalens/core/api/workspace-console.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from './access.ts';
import { apiKeys, createApiKey, revokeKey } from './api-keys.ts';
import { createWebhook, removeWebhook, sendTest, webhooksWithDeliveries } from './webhooks.ts';

const id = z.object({ id: z.string().max(64) });

/** The admin console's API keys and webhooks (owner and admins). */
export default function consoleRoutes(ctx: AppContext, actor: (req: FastifyRequest) => Promise<Actor>) {
  return async (app: FastifyInstance) => {
    app.get('/api-keys', async (req) => ({ keys: await apiKeys(ctx, await actor(req)) }));
    app.post('/api-keys', async (req, reply) => {
      const body = apiKeyInputSchema.parse(req.body ?? {});
      reply.status(201);
      return createApiKey(ctx, await actor(req), body);
    });
    app.delete('/api-keys/:id', async (req, reply) => {
      await revokeKey(ctx, await actor(req), id.parse(req.params).id);
      return reply.status(204).send();
    });
    app.get('/webhooks', async (req) => webhooksWithDeliveries(ctx, await actor(req)));
    app.post('/webhooks', async (req, reply) => {
      const { url } = webhookInputSchema.parse(req.body ?? {});
      reply.status(201);
      return { webhook: await createWebhook(ctx, await actor(req), url) };
    });
    app.delete('/webhooks/:id', async (req, reply) => {
      await removeWebhook(ctx, await actor(req), id.parse(req.params).id);
      return reply.status(204).send();
    });
    app.post('/webhooks/:id/test', async (req, reply) => {
      await sendTest(ctx, await actor(req), id.parse(req.params).id);
      return reply.status(202).send({ queued: true });
    });
  };
}
