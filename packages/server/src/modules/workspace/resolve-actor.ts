import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './access.ts';
import { findMembership, insertAudit } from './repository.ts';

export const NO_WORKSPACE_MESSAGE = 'You are not a member of a workspace yet. Create one or accept an invitation.';

/** The signed-in person's workspace and role, read fresh on every request (a removed member loses access at once). */
export async function actorForUser(ctx: AppContext, user: { id: string; email: string }): Promise<Actor> {
  const m = await findMembership(ctx.database.db, user.id);
  if (!m) throw new AppError('NOT_FOUND', NO_WORKSPACE_MESSAGE);
  return {
    workspaceId: m.workspaceId,
    workspaceName: m.name,
    ownerId: m.ownerId,
    role: m.role,
    userId: user.id,
    label: user.email,
    via: 'web',
  };
}

/** One line of the workspace audit log. Details never hold secrets (no keys, passwords or statement contents). */
export async function recordAction(
  db: DbOrTx,
  actor: Actor,
  action: string,
  target: string | null = null,
  details?: Record<string, unknown>,
) {
  await insertAudit(db, {
    workspaceId: actor.workspaceId,
    actorId: actor.userId,
    actorLabel: actor.label,
    action,
    target,
    details,
  });
}
