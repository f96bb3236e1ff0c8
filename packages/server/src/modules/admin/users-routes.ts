import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireAdmin } from '../../http/require-user.ts';
import { searchUsers } from './search-users.ts';
import { getUserDetail } from './get-user-detail.ts';
import { changeUserRole, deleteUser, setSuspended, type AdminAction } from './manage-user.ts';

const searchQuery = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
const idParams = z.object({ id: z.string().min(1).max(100) });
const reasonBody = z.object({ reason: z.string().trim().min(3, 'Please give a reason (at least 3 characters).').max(500) });
const roleBody = reasonBody.extend({ role: z.enum(['admin', 'user']) });

function action(req: FastifyRequest, reason: string): AdminAction {
  const { id } = idParams.parse(req.params);
  return { actorId: req.user!.id, userId: id, reason, ip: req.ip, headers: fromNodeHeaders(req.headers) };
}

/** /api/admin/users: find people, read one person's page, and act on the account (each action with a reason). */
export default function adminUsersRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAdmin(ctx));

    app.get('/', async (req) => searchUsers(ctx.database.db, searchQuery.parse(req.query ?? {})));

    app.get('/:id', async (req) => {
      const { id } = idParams.parse(req.params);
      return getUserDetail(ctx.database.db, id);
    });

    app.post('/:id/role', async (req) => {
      const body = roleBody.parse(req.body ?? {});
      return changeUserRole(ctx, action(req, body.reason), body.role);
    });

    app.post('/:id/suspend', async (req) => setSuspended(ctx, action(req, reasonBody.parse(req.body ?? {}).reason), true));
    app.post('/:id/unsuspend', async (req) =>
      setSuspended(ctx, action(req, reasonBody.parse(req.body ?? {}).reason), false),
    );

    app.post('/:id/delete', async (req) => {
      const body = reasonBody.extend({ confirmEmail: z.string().trim() }).parse(req.body ?? {});
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
