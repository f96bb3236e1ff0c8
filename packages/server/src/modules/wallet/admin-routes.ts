import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { AppError } from '../../errors.ts';
import { requireAdmin } from '../../http/require-user.ts';
import { hasProfile } from './repository.ts';
import { creditTokens, revokeTokens, walletBalance } from './ledger-service.ts';

const adjustBody = z.object({
  amount: z.number().int().min(1).max(10_000),
  reason: z.string().trim().min(3).max(500),
  /** Lets an admin client retry safely; defaults to a fresh key. */
  idempotencyKey: z.string().min(8).max(100).optional(),
});

/** /api/admin/wallet: grant or revoke tokens with a reason; every adjustment is audited. */
export default function walletAdminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAdmin(ctx));

    async function target(userId: string) {
      if (!(await hasProfile(ctx.database.db, userId))) throw new AppError('NOT_FOUND', 'User not found.');
    }

    app.get('/:userId', async (req) => {
      const { userId } = req.params as { userId: string };
      await target(userId);
      return walletBalance(ctx.database.db, userId);
    });

    for (const action of ['grant', 'revoke'] as const) {
      app.post(`/:userId/${action}`, async (req) => {
        const { userId } = req.params as { userId: string };
        const body = adjustBody.parse(req.body);
        await target(userId);
        const key = `admin-${action}:${body.idempotencyKey ?? randomUUID()}`;
        const result = await ctx.database.db.transaction(async (tx) => {
          const r =
            action === 'grant'
              ? await creditTokens(tx, {
                  userId,
                  kind: 'admin_grant',
                  amount: body.amount,
                  idempotencyKey: key,
                  reason: body.reason,
                  actorId: req.user!.id,
                })
              : await revokeTokens(tx, {
                  userId,
                  amount: body.amount,
                  idempotencyKey: key,
                  reason: body.reason,
                  actorId: req.user!.id,
                });
          if (!r.replayed) {
            await audit(tx, {
              action: `wallet.${action}`,
              userId,
              actorId: req.user!.id,
              target: userId,
              details: { amount: body.amount, reason: body.reason, key, balance: r.balance },
              ip: req.ip,
            });
          }
          return r;
        });
        return { ok: true, replayed: result.replayed, balance: result.balance };
      });
    }
  };
}
