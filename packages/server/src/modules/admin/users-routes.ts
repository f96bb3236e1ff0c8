import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import {
  adminDeleteBodySchema,
  adminReasonBodySchema,
  adminRoleBodySchema,
  adminRoleChangedSchema,
  adminSuspensionSchema,
  adminUserDeletedSchema,
  adminUserDetailSchema,
  adminUserSearchQuerySchema,
  adminUserSearchSchema,
} from '@nairalens/core/api/admin-users.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireAdmin } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { searchUsers } from './search-users.ts';
import { getUserDetail } from './get-user-detail.ts';
import { changeUserRole, deleteUser, setSuspended, type AdminAction } from './manage-user.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

function action(req: FastifyRequest, reason: string): AdminAction {
  const { id } = idParams.parse(req.params);
  return { actorId: req.user!.id, userId: id, reason, ip: req.ip, headers: fromNodeHeaders(req.headers) };
}

/** /api/admin/users: find people, read one person's page, and act on the account (each action with a reason). */
export default function adminUsersRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/admin-users.ts); bodies parsed after the admin check.
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const answer = <T>(schema: T) => ({ schema: { response: { 200: schema } } });
    const reasonOf = (req: FastifyRequest) => adminReasonBodySchema.parse(req.body ?? {}).reason;
    app.addHook('preHandler', requireAdmin(ctx));

    app.get('/', answer(adminUserSearchSchema), async (req) =>
      searchUsers(ctx.database.db, adminUserSearchQuerySchema.parse(req.query ?? {})),
    );

    app.get('/:id', answer(adminUserDetailSchema), async (req) =>
      getUserDetail(ctx.database.db, idParams.parse(req.params).id),
    );

    app.post('/:id/role', answer(adminRoleChangedSchema), async (req) => {
      const body = adminRoleBodySchema.parse(req.body ?? {});
      return changeUserRole(ctx, action(req, body.reason), body.role);
    });

    app.post('/:id/suspend', answer(adminSuspensionSchema), async (req) =>
      setSuspended(ctx, action(req, reasonOf(req)), true),
    );
    app.post('/:id/unsuspend', answer(adminSuspensionSchema), async (req) =>
      setSuspended(ctx, action(req, reasonOf(req)), false),
    );

    app.post('/:id/delete', answer(adminUserDeletedSchema), async (req) => {
      const body = adminDeleteBodySchema.parse(req.body ?? {});
      const a = action(req, body.reason);
      const detail = await getUserDetail(ctx.database.db, a.userId);
      // Deletion cannot be undone: the operator types the person's e-mail, as the person would for themselves.
      if (detail.user.email.toLowerCase() !== body.confirmEmail.toLowerCase()) {
        throw new AppError('VALIDATION', 'Type the person’s e-mail address to confirm the deletion.');
      }
      return deleteUser(ctx, a);
    });
  };
}
