import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  apiKeyCreatedSchema,
  apiKeyInputSchema,
  apiKeyListSchema,
  testQueuedSchema,
  webhookCreatedSchema,
  webhookInputSchema,
  webhooksSchema,
} from '@nairalens/core/api/workspace-console.ts';
import type { AppContext } from '../../context.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import type { Actor } from './access.ts';
import { apiKeys, createApiKey, revokeKey } from './api-keys.ts';
import { createWebhook, removeWebhook, sendTest, webhooksWithDeliveries } from './webhooks.ts';

const id = z.object({ id: z.string().max(64) });

/**
 * The admin console's API keys and webhooks (owner and admins). Answers are typed and shaped by the shared contract
 * (core/api/workspace-console.ts): a key and a signing secret are answered once, when made, never in a list.
 */
export default function consoleRoutes(ctx: AppContext, actor: (req: FastifyRequest) => Promise<Actor>) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/api-keys', { schema: { response: { 200: apiKeyListSchema } } }, async (req) => ({
      keys: await apiKeys(ctx, await actor(req)),
    }));
    app.post('/api-keys', { schema: { response: { 201: apiKeyCreatedSchema } } }, async (req, reply) => {
      const body = apiKeyInputSchema.parse(req.body ?? {});
      reply.status(201);
      return createApiKey(ctx, await actor(req), body);
    });
    app.delete('/api-keys/:id', async (req, reply) => {
      await revokeKey(ctx, await actor(req), id.parse(req.params).id);
      return reply.status(204).send();
    });
    app.get('/webhooks', { schema: { response: { 200: webhooksSchema } } }, async (req) =>
      webhooksWithDeliveries(ctx, await actor(req)),
    );
    app.post('/webhooks', { schema: { response: { 201: webhookCreatedSchema } } }, async (req, reply) => {
      const { url } = webhookInputSchema.parse(req.body ?? {});
      reply.status(201);
      return { webhook: await createWebhook(ctx, await actor(req), url) };
    });
    app.delete('/webhooks/:id', async (req, reply) => {
      await removeWebhook(ctx, await actor(req), id.parse(req.params).id);
      return reply.status(204).send();
    });
    app.post('/webhooks/:id/test', { schema: { response: { 202: testQueuedSchema } } }, async (req, reply) => {
      await sendTest(ctx, await actor(req), id.parse(req.params).id);
      return reply.status(202).send({ queued: true as const });
    });
  };
}
