import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  auditLogSchema,
  inviteSentSchema,
  membershipSchema,
  teamInviteSchema,
  teamSchema,
} from '@nairalens/core/api/workspace-console.ts';
import type { AppContext } from '../../context.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { requirePermission, type Actor } from './access.ts';
import { listAudit } from './repository.ts';
import { acceptInvite, cancelInvite, inviteMember, listTeam, removeMember } from './team.ts';

/** Team (members, invites, accept link) and the audit log of the workspace; answers per core/api/workspace-console.ts. */
export default function teamRoutes(ctx: AppContext, actor: (req: FastifyRequest) => Promise<Actor>) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/members', { schema: { response: { 200: teamSchema } } }, async (req) => listTeam(ctx, await actor(req)));
    app.post('/invites', { schema: { response: { 201: inviteSentSchema } } }, async (req, reply) => {
      const body = teamInviteSchema.parse(req.body ?? {});
      reply.status(201);
      return { invite: await inviteMember(ctx, await actor(req), body.email, body.role) };
    });
    app.delete('/invites/:id', async (req, reply) => {
      await cancelInvite(ctx, await actor(req), z.object({ id: z.string().uuid() }).parse(req.params).id);
      return reply.status(204).send();
    });
    // The token travels in the body (not the URL) so it stays out of request logs.
    app.post('/invites/accept', { schema: { response: { 200: membershipSchema } } }, async (req) => {
      const { token } = z.object({ token: z.string().min(10).max(200) }).parse(req.body ?? {});
      return { membership: await acceptInvite(ctx, req.user!, token) };
    });
    app.delete('/members/:userId', async (req, reply) => {
      await removeMember(ctx, await actor(req), z.object({ userId: z.string().max(100) }).parse(req.params).userId);
      return reply.status(204).send();
    });
    app.get('/audit', { schema: { response: { 200: auditLogSchema } } }, async (req) => {
      const a = await actor(req);
      requirePermission(a, 'console');
      const rows = await listAudit(ctx.database.db, a.workspaceId);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          actor: r.actorLabel,
          action: r.action,
          target: r.target,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    });
  };
}
