import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientProfiles,
  subscriptions,
  user,
  workspaceAudit,
  workspaceClientNotes,
  workspaceClients,
  workspaceMembers,
  workspaces,
  type WorkspaceRole,
} from '../../db/schema/index.ts';

// Queries of workspaces, members, clients, notes and the audit log; each one that reads workspace data takes the
// workspace id and filters by it. Statements and batches: statement-repository.ts; console: console-repository.ts.

export async function findMembership(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      workspaceId: workspaces.id,
      name: workspaces.name,
      ownerId: workspaces.ownerId,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId));
  return row ?? null;
}

export async function insertWorkspace(db: DbOrTx, input: { id: string; name: string; ownerId: string }) {
  await db.insert(workspaces).values(input);
  await db.insert(workspaceMembers).values({ workspaceId: input.id, userId: input.ownerId, role: 'owner' });
}

export async function insertMember(db: DbOrTx, workspaceId: string, userId: string, role: WorkspaceRole) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role });
}

export async function listMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      email: user.email,
      name: user.name,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt));
}

export async function deleteMember(db: DbOrTx, workspaceId: string, userId: string) {
  const rows = await db
    .delete(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, userId),
        sql`${workspaceMembers.role} <> 'owner'`,
      ),
    )
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export async function userEmail(db: DbOrTx, userId: string) {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Clients

export interface NewClient {
  id: string;
  workspaceId: string;
  ownerId: string;
  name: string;
  reference: string | null;
  phone: string | null;
  email: string | null;
  consentBy: string;
  consentText: string;
  createdBy: string;
}

export async function insertClient(db: DbOrTx, c: NewClient) {
  const at = new Date();
  await db.insert(clientProfiles).values({ id: c.id, userId: c.ownerId, label: c.name, createdAt: at });
  await db.insert(workspaceClients).values({
    id: c.id,
    workspaceId: c.workspaceId,
    reference: c.reference,
    phone: c.phone,
    email: c.email,
    consentBy: c.consentBy,
    consentAt: at,
    consentText: c.consentText,
    createdBy: c.createdBy,
    createdAt: at,
  });
}

const clientColumns = {
  id: workspaceClients.id,
  name: clientProfiles.label,
  reference: workspaceClients.reference,
  phone: workspaceClients.phone,
  email: workspaceClients.email,
  consentBy: workspaceClients.consentBy,
  consentAt: workspaceClients.consentAt,
  consentText: workspaceClients.consentText,
  createdAt: workspaceClients.createdAt,
};

export async function listClients(db: DbOrTx, workspaceId: string) {
  return db
    .select(clientColumns)
    .from(workspaceClients)
    .innerJoin(clientProfiles, eq(clientProfiles.id, workspaceClients.id))
    .where(eq(workspaceClients.workspaceId, workspaceId))
    .orderBy(desc(workspaceClients.createdAt));
}

export async function findClient(db: DbOrTx, workspaceId: string, clientId: string) {
  const [row] = await db
    .select(clientColumns)
    .from(workspaceClients)
    .innerJoin(clientProfiles, eq(clientProfiles.id, workspaceClients.id))
    .where(and(eq(workspaceClients.workspaceId, workspaceId), eq(workspaceClients.id, clientId)));
  return row ?? null;
}

export async function insertNote(
  db: DbOrTx,
  n: { workspaceId: string; clientId: string; authorId: string; body: string },
) {
  const [row] = await db
    .insert(workspaceClientNotes)
    .values({ id: randomUUID(), ...n })
    .returning();
  return row;
}

export async function listNotes(db: DbOrTx, workspaceId: string, clientId: string) {
  return db
    .select({
      id: workspaceClientNotes.id,
      body: workspaceClientNotes.body,
      createdAt: workspaceClientNotes.createdAt,
      author: user.email,
    })
    .from(workspaceClientNotes)
    .leftJoin(user, eq(user.id, workspaceClientNotes.authorId))
    .where(and(eq(workspaceClientNotes.workspaceId, workspaceId), eq(workspaceClientNotes.clientId, clientId)))
    .orderBy(desc(workspaceClientNotes.createdAt));
}

// ---------------------------------------------------------------------------------------------------------------
// Audit

export async function insertAudit(
  db: DbOrTx,
  e: {
    workspaceId: string;
    actorId: string | null;
    actorLabel: string;
    action: string;
    target?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db
    .insert(workspaceAudit)
    .values({ id: randomUUID(), ...e, target: e.target ?? null, details: e.details ?? null });
}

export async function listAudit(db: DbOrTx, workspaceId: string, limit = 200) {
  return db
    .select()
    .from(workspaceAudit)
    .where(eq(workspaceAudit.workspaceId, workspaceId))
    .orderBy(desc(workspaceAudit.createdAt))
    .limit(limit);
}

export function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Whether the owner pays for the Business plan (its uploads get priority parsing). */
export async function hasActiveBusinessPlan(db: DbOrTx, ownerId: string) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, ownerId),
        eq(subscriptions.planId, 'business'),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type { WorkspaceRole };

/** Every client's id and name in the workspace (to match a statement's account name). */
export async function listClientNames(db: DbOrTx, workspaceId: string) {
  return db
    .select({ id: workspaceClients.id, name: clientProfiles.label })
    .from(workspaceClients)
    .innerJoin(clientProfiles, eq(clientProfiles.id, workspaceClients.id))
    .where(eq(workspaceClients.workspaceId, workspaceId));
}
