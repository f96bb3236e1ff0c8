import type { AnalysisAccessJson } from '@nairalens/core/api/analysis.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { can, type Permission } from './access.ts';
import { memberAccessToAnalysis } from './statement-repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose analysis the signed-in person may open: a workspace analysis belongs to the workspace owner (their wallet is
 * the pool, their id owns the uploads), and every member reads it through the owner. Membership and role are read
 * afresh on each call, so a removed member loses access at once. Returns the owner's id when the person is a member
 * with `permission`, throws FORBIDDEN when a member's role does not allow it, and returns the person's own id
 * otherwise (so their own analyses, and 404 for anyone else's, work as before).
 */
export async function analysisOwnerFor(
  ctx: AppContext,
  userId: string,
  analysisOrUploadId: string,
  permission: Permission = 'read',
): Promise<string> {
  if (!UUID.test(analysisOrUploadId)) return userId;
  const access = await memberAccessToAnalysis(ctx.database.db, userId, analysisOrUploadId);
  if (!access || access.ownerId === userId) return userId;
  if (!can(access.role, permission))
    throw new AppError('FORBIDDEN', `Your role (${access.role}) cannot do this in the workspace.`);
  return access.ownerId;
}

/**
 * Changes that belong to the owner — re-categorising (it writes the owner's category rules) and unlocking the clean
 * PDF (it spends from the owner's wallet) — are refused to other members with a clear reason instead of a 404.
 */
export async function refuseWorkspaceMember(
  ctx: AppContext,
  userId: string,
  analysisOrUploadId: string,
): Promise<void> {
  if (!UUID.test(analysisOrUploadId)) return;
  const access = await memberAccessToAnalysis(ctx.database.db, userId, analysisOrUploadId);
  if (access && access.ownerId !== userId)
    throw new AppError(
      'FORBIDDEN',
      'Only the workspace owner can re-categorise transactions or unlock the clean PDF of a workspace analysis.',
    );
}

/** What the caller may do on an analysis page (the shared contract's type), so the page shows only what is allowed. */
export type AnalysisAccess = AnalysisAccessJson;

/** The owner id to read the analysis as, and the caller's access; a member whose role cannot read gets FORBIDDEN. */
export async function analysisAccessFor(
  ctx: AppContext,
  userId: string,
  analysisOrUploadId: string,
): Promise<{ ownerId: string; access: AnalysisAccess }> {
  const own: AnalysisAccess = { level: 'owner', role: null, canChange: true, canExport: true };
  if (!UUID.test(analysisOrUploadId)) return { ownerId: userId, access: own };
  const member = await memberAccessToAnalysis(ctx.database.db, userId, analysisOrUploadId);
  if (!member || member.ownerId === userId) return { ownerId: userId, access: own };
  if (!can(member.role, 'read'))
    throw new AppError('FORBIDDEN', `Your role (${member.role}) cannot do this in the workspace.`);
  const access: AnalysisAccess = {
    level: 'member',
    role: member.role,
    canChange: false,
    canExport: can(member.role, 'export'),
  };
  return { ownerId: member.ownerId, access };
}
