import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  walletAdjustmentBodySchema,
  walletAdjustmentSchema,
  walletBalanceSchema,
  walletUserParamsSchema,
} from '@nairalens/core/api/wallet.ts';
import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { AppError } from '../../errors.ts';
import { requireAdmin } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { hasProfile } from './repository.ts';
import { creditTokens, revokeTokens, walletBalance } from './ledger-service.ts';

/** /api/admin/wallet: grant or revoke tokens with a reason; every adjustment is audited. */
export default function walletAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAdmin(ctx));

    async function target(userId: string) {
      if (!(await hasProfile(ctx.database.db, userId))) throw new AppError('NOT_FOUND', 'User not found.');
    }

    const balance = { params: walletUserParamsSchema, response: { 200: walletBalanceSchema } };
    app.get('/:userId', { schema: balance }, async (req) => {
      await target(req.params.userId);
      return walletBalance(ctx.database.db, req.params.userId);
    });

    for (const action of ['grant', 'revoke'] as const) {
      // The body is read after the admin check (a schema body would be validated before the preHandler runs).
      const adjust = { params: walletUserParamsSchema, response: { 200: walletAdjustmentSchema } };
      app.post(`/:userId/${action}`, { schema: adjust }, async (req) => {
        const { userId } = req.params;
        const body = walletAdjustmentBodySchema.parse(req.body);
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
        return { ok: true as const, replayed: result.replayed, balance: result.balance };
      });
    }
  };
}
