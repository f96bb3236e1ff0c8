import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { analyses, clientProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

const createInput = z.object({ label: z.string().trim().min(1, 'Profile label is required.').max(80) }).strict();

/** The spec's profiles_light: labelled client or purpose profiles, each person's own. */
export default function clientProfileRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireUser(ctx));

    app.get('/', async (req) => {
      const rows = await ctx.database.db
        .select({
          id: clientProfiles.id,
          label: clientProfiles.label,
          createdAt: clientProfiles.createdAt,
          analysisCount: count(analyses.id),
        })
        .from(clientProfiles)
        .leftJoin(analyses, eq(analyses.profileLightId, clientProfiles.id))
        .where(eq(clientProfiles.userId, req.user!.id))
        .groupBy(clientProfiles.id)
        .orderBy(desc(clientProfiles.createdAt));
      return {
        profiles: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), analysisCount: Number(r.analysisCount) })),
      };
    });

    app.get('/:id', async (req) => {
      const { id } = z.object({ id: z.string().uuid() }).parse(req.params);
      const rows = await ctx.database.db
        .select()
        .from(clientProfiles)
        .where(and(eq(clientProfiles.id, id), eq(clientProfiles.userId, req.user!.id)));
      if (!rows[0]) throw new AppError('NOT_FOUND', 'Profile not found.');
      return { profile: { ...rows[0], createdAt: rows[0].createdAt.toISOString() } };
    });

    app.post('/', async (req, reply) => {
      const { label } = createInput.parse(req.body ?? {});
      const [row] = await ctx.database.db
        .insert(clientProfiles)
        .values({ id: randomUUID(), userId: req.user!.id, label })
        .returning();
      reply.status(201);
      return { profile: { id: row.id, label: row.label, createdAt: row.createdAt.toISOString(), analysisCount: 0 } };
    });
  };
}
