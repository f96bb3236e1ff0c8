import { AppError } from '../../errors.ts';
import type { WorkspaceRole } from '../../db/schema/workspace.ts';

/** Who is acting in a workspace: a signed-in member, or an API key (which has a role but no person). */
export interface Actor {
  workspaceId: string;
  workspaceName: string;
  /** The owner's wallet is the workspace's token pool, and the owner's id owns its uploads and client profiles. */
  ownerId: string;
  role: WorkspaceRole;
  /** The member's user id; null for an API key. */
  userId: string | null;
  /** What the audit log shows: the member's e-mail or "API key nlk_ab12…". */
  label: string;
  via: 'web' | 'api';
}

export type Permission = 'read' | 'upload' | 'export' | 'manage-clients' | 'manage-team' | 'console';

/** What each role may do. Viewers read; analysts also upload, add clients and export; admins run the team and console. */
const ALLOWED: Record<WorkspaceRole, readonly Permission[]> = {
  owner: ['read', 'upload', 'export', 'manage-clients', 'manage-team', 'console'],
  admin: ['read', 'upload', 'export', 'manage-clients', 'manage-team', 'console'],
  analyst: ['read', 'upload', 'export', 'manage-clients'],
  viewer: ['read'],
};

export function can(role: WorkspaceRole, permission: Permission): boolean {
  return ALLOWED[role].includes(permission);
}

export function requirePermission(actor: Actor, permission: Permission): void {
  if (!can(actor.role, permission)) {
    throw new AppError('FORBIDDEN', `Your role (${actor.role}) cannot do this in the workspace.`);
  }
}

export function permissionsOf(role: WorkspaceRole): Permission[] {
  return [...ALLOWED[role]];
}
