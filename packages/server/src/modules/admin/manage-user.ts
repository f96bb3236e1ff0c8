import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { AppError } from '../../errors.ts';
import { deleteAccount } from '../account/index.ts';
import { findUser, setRole } from './repository.ts';

export interface AdminAction {
  actorId: string;
  userId: string;
  reason: string;
  ip: string;
  /** The admin's own request headers: better-auth's admin endpoints check the caller's session and role. */
  headers: Headers;
}

async function target(ctx: AppContext, a: AdminAction) {
  const found = await findUser(ctx.database.db, a.userId);
  if (!found) throw new AppError('NOT_FOUND', 'User not found.');
  // An admin cannot lock themselves out: another admin has to do it.
  if (a.userId === a.actorId) throw new AppError('CONFLICT', 'You cannot do this to your own account.');
  return found.user;
}

export async function changeUserRole(ctx: AppContext, a: AdminAction, role: 'admin' | 'user') {
  const u = await target(ctx, a);
  if ((u.role ?? 'user') === role) return { role, changed: false };
  await ctx.database.db.transaction(async (tx) => {
    await setRole(tx, a.userId, role);
    await audit(tx, {
      action: role === 'admin' ? 'admin.role_grant' : 'admin.role_revoke',
      actorId: a.actorId,
      userId: a.userId,
      target: a.userId,
      details: { reason: a.reason, role },
      ip: a.ip,
    });
  });
  return { role, changed: true };
}

/** Suspension is better-auth's ban: every session of the person ends now and sign-in is refused until lifted. */
export async function setSuspended(ctx: AppContext, a: AdminAction, suspended: boolean) {
  const u = await target(ctx, a);
  if (Boolean(u.banned) === suspended) return { suspended, changed: false };
  if (suspended) {
    await ctx.auth.api.banUser({ body: { userId: a.userId, banReason: a.reason }, headers: a.headers });
  } else {
    await ctx.auth.api.unbanUser({ body: { userId: a.userId }, headers: a.headers });
  }
  await audit(ctx.database.db, {
    action: suspended ? 'admin.user_suspend' : 'admin.user_unsuspend',
    actorId: a.actorId,
    userId: a.userId,
    target: a.userId,
    details: { reason: a.reason },
    ip: a.ip,
  });
  return { suspended, changed: true };
}

/** The same erasure as self-service deletion (documents, analyses, personal data; ledger and payments kept). */
export async function deleteUser(ctx: AppContext, a: AdminAction) {
  const u = await target(ctx, a);
  const result = await deleteAccount(ctx, a.userId, u.email, 'admin');
  // Recorded after the erasure, which pseudonymises the person's earlier audit rows: this one names no one either.
  await audit(ctx.database.db, {
    action: 'admin.user_delete',
    actorId: a.actorId,
    target: `deleted-user`,
    details: { reason: a.reason, filesDeleted: result.filesDeleted, ledgerRowsKept: result.ledgerRowsKept },
    ip: a.ip,
  });
  return { deleted: true as const };
}
