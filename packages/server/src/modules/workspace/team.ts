import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, type Actor } from './access.ts';
import {
  inviteByTokenHash,
  insertInvite,
  markInviteAccepted,
  pendingInvites,
  revokeInvite,
} from './console-repository.ts';
import { deleteMember, findMembership, insertAudit, insertMember, listMembers } from './repository.ts';
import { recordAction } from './resolve-actor.ts';

const INVITE_TTL_MS = 7 * 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type InviteRole = 'admin' | 'analyst' | 'viewer';

/** Invites by e-mail: the link carries a random token; only its hash is stored. */
export async function inviteMember(ctx: AppContext, actor: Actor, email: string, role: InviteRole) {
  requirePermission(actor, 'manage-team');
  if (role === 'admin' && actor.role !== 'owner')
    throw new AppError('FORBIDDEN', 'Only the owner can invite an admin.');
  const token = randomBytes(24).toString('base64url');
  const normalised = email.trim().toLowerCase();
  const invite = await ctx.database.db.transaction(async (tx) => {
    const row = await insertInvite(tx, {
      workspaceId: actor.workspaceId,
      email: normalised,
      role,
      tokenHash: hashToken(token),
      invitedBy: actor.userId ?? actor.label,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    await recordAction(tx, actor, 'member.invited', normalised, { role });
    return row;
  });
  await ctx.mailer.send(normalised, {
    subject: `You are invited to the ${actor.workspaceName} workspace on NairaLens`,
    heading: `Join ${actor.workspaceName}`,
    paragraphs: [
      `${actor.label} invited you to the ${actor.workspaceName} workspace as ${role === 'admin' ? 'an admin' : role === 'analyst' ? 'an analyst' : 'a viewer'}. The link works for 7 days.`,
    ],
    action: { label: 'Accept invitation', url: `${ctx.config.appUrl}/workspace/invite?token=${token}` },
  });
  return { id: invite.id, email: normalised, role, expiresAt: invite.expiresAt.toISOString() };
}

/** Joins the workspace of a valid invite; the signed-in person's e-mail must be the invited one. */
export async function acceptInvite(ctx: AppContext, user: { id: string; email: string }, token: string) {
  const found = await inviteByTokenHash(ctx.database.db, hashToken(token));
  const invalid = new AppError('NOT_FOUND', 'This invitation link is invalid, expired or already used.');
  if (!found || found.invite.acceptedAt || found.invite.revokedAt || found.invite.expiresAt.getTime() < Date.now())
    throw invalid;
  if (found.invite.email !== user.email.toLowerCase()) {
    throw new AppError(
      'FORBIDDEN',
      `This invitation was sent to ${found.invite.email}. Sign in with that address to accept it.`,
    );
  }
  const existing = await findMembership(ctx.database.db, user.id);
  if (existing) throw new AppError('CONFLICT', `You already belong to the workspace "${existing.name}".`);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await markInviteAccepted(tx, found.invite.id))) throw invalid;
    await insertMember(tx, found.invite.workspaceId, user.id, found.invite.role);
    await insertAudit(tx, {
      workspaceId: found.invite.workspaceId,
      actorId: user.id,
      actorLabel: user.email,
      action: 'member.joined',
      target: user.id,
      details: { role: found.invite.role },
    });
  });
  return { workspaceId: found.invite.workspaceId, workspaceName: found.workspaceName, role: found.invite.role };
}

export async function listTeam(ctx: AppContext, actor: Actor) {
  const db = ctx.database.db;
  const members = (await listMembers(db, actor.workspaceId)).map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() }));
  const invites = actor.role === 'owner' || actor.role === 'admin' ? await pendingInvites(db, actor.workspaceId) : [];
  return {
    members,
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString(), createdAt: i.createdAt.toISOString() })),
  };
}

/** Removes a member at once: every later request of theirs finds no membership. The owner cannot be removed. */
export async function removeMember(ctx: AppContext, actor: Actor, userId: string) {
  requirePermission(actor, 'manage-team');
  await ctx.database.db.transaction(async (tx) => {
    if (!(await deleteMember(tx, actor.workspaceId, userId)))
      throw new AppError('NOT_FOUND', 'Member not found (the owner cannot be removed).');
    await recordAction(tx, actor, 'member.removed', userId);
  });
}

export async function cancelInvite(ctx: AppContext, actor: Actor, inviteId: string) {
  requirePermission(actor, 'manage-team');
  if (!(await revokeInvite(ctx.database.db, actor.workspaceId, inviteId)))
    throw new AppError('NOT_FOUND', 'Invitation not found.');
  await recordAction(ctx.database.db, actor, 'member.invite_cancelled', inviteId);
}
