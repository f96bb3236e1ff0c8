import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  clientProfileDetailSchema,
  clientProfileEnvelopeSchema,
  clientProfileListSchema,
} from '@nairalens/core/api/profile.ts';
import { newProfileSchema } from '@nairalens/core/api/profile.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { AppError } from '../../errors.ts';
import { findProfile, insertProfile, listProfiles } from './repository.ts';


/** Client profiles: labelled client or purpose profiles, each person's own. */
export default function clientProfileRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/profile.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser(ctx));

    app.get('/', { schema: { response: { 200: clientProfileListSchema } } }, async (req) => {
      const rows = await listProfiles(ctx.database.db, req.user!.id);
      return {
        profiles: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          analysisCount: Number(r.analysisCount),
        })),
      };
    });

    app.get('/:id', { schema: { response: { 200: clientProfileDetailSchema } } }, async (req) => {
      const { id } = z.object({ id: z.string().uuid() }).parse(req.params);
      const row = await findProfile(ctx.database.db, req.user!.id, id);
      if (!row) throw new AppError('NOT_FOUND', 'Profile not found.');
      return { profile: { ...row, createdAt: row.createdAt.toISOString() } };
    });

    app.post('/', { schema: { response: { 201: clientProfileEnvelopeSchema } } }, async (req, reply) => {
      const { label } = newProfileSchema.parse(req.body ?? {});
      const row = await insertProfile(ctx.database.db, req.user!.id, label);
      reply.status(201);
      return { profile: { id: row.id, label: row.label, createdAt: row.createdAt.toISOString(), analysisCount: 0 } };
    });
  };
}
