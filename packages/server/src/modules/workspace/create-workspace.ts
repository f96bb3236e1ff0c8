import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findMembership, insertAudit, insertWorkspace } from './repository.ts';

/** Creates a workspace owned by the person; its token pool is the owner's wallet. One workspace per person. */
export async function createWorkspace(ctx: AppContext, user: { id: string; email: string }, name: string) {
  const existing = await findMembership(ctx.database.db, user.id);
  if (existing) throw new AppError('CONFLICT', `You already belong to the workspace "${existing.name}".`);
  const id = randomUUID();
  await ctx.database.db.transaction(async (tx) => {
    await insertWorkspace(tx, { id, name, ownerId: user.id });
    await insertAudit(tx, {
      workspaceId: id,
      actorId: user.id,
      actorLabel: user.email,
      action: 'workspace.created',
      target: id,
      details: { name },
    });
  });
  return { id, name };
}
