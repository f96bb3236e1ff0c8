import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { analyses, clientProfiles, user } from './foundation.ts';

// Tables of migrations/0800_workspace.sql (business workspace, team, bulk uploads, API keys, webhooks).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type WorkspaceRole = 'owner' | 'admin' | 'analyst' | 'viewer';

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceRole>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

export const workspaceClients = pgTable('workspace_clients', {
  id: uuid('id')
    .primaryKey()
    .references(() => clientProfiles.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  reference: text('reference'),
  phone: text('phone'),
  email: text('email'),
  consentBy: text('consent_by').notNull(),
  consentAt: ts('consent_at').notNull(),
  consentText: text('consent_text').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceClientNotes = pgTable('workspace_client_notes', {
  id: uuid('id').primaryKey(),
  workspaceId: uuid('workspace_id').notNull(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => workspaceClients.id, { onDelete: 'cascade' }),
  authorId: text('author_id').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceBatches = pgTable('workspace_batches', {
  id: uuid('id').primaryKey(),
  workspaceId: uuid('workspace_id').notNull(),
  createdBy: text('created_by').notNull(),
  fileCount: integer('file_count').notNull(),
  quotedCost: integer('quoted_cost').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceFiles = pgTable('workspace_files', {
  id: uuid('id').primaryKey(),
  workspaceId: uuid('workspace_id').notNull(),
  batchId: uuid('batch_id').references(() => workspaceBatches.id, { onDelete: 'cascade' }),
  clientId: uuid('client_id')
    .notNull()
    .references(() => workspaceClients.id, { onDelete: 'cascade' }),
  analysisId: uuid('analysis_id')
    .unique()
    .references(() => analyses.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  tokenCost: integer('token_cost').notNull().default(0),
  refusedCode: text('refused_code'),
  refusedMessage: text('refused_message'),
  uploadedBy: text('uploaded_by').notNull(),
  via: text('via').$type<'web' | 'api'>().notNull().default('web'),
  notifiedAt: ts('notified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceInvites = pgTable('workspace_invites', {
  id: uuid('id').primaryKey(),
  workspaceId: uuid('workspace_id').notNull(),
  email: text('email').notNull(),
  role: text('role').$type<Exclude<WorkspaceRole, 'owner'>>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').notNull(),
  expiresAt: ts('expires_at').notNull(),
  acceptedAt: ts('accepted_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceAudit = pgTable('workspace_audit', {
  id: uuid('id').primaryKey(),
  workspaceId: uuid('workspace_id').notNull(),
  actorId: text('actor_id'),
  actorLabel: text('actor_label'),
  action: text('action').notNull(),
  target: text('target'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceApiKeys = pgTable('workspace_api_keys', {
  id: uuid('id').primaryKey(),
  workspaceId: uuid('workspace_id').notNull(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  role: text('role').$type<'analyst' | 'viewer'>().notNull(),
  createdBy: text('created_by').notNull(),
  lastUsedAt: ts('last_used_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceWebhooks = pgTable('workspace_webhooks', {
  id: uuid('id').primaryKey(),
  workspaceId: uuid('workspace_id').notNull(),
  url: text('url').notNull(),
  createdBy: text('created_by').notNull(),
  disabledAt: ts('disabled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workspaceWebhookDeliveries = pgTable('workspace_webhook_deliveries', {
  id: uuid('id').primaryKey(),
  webhookId: uuid('webhook_id')
    .notNull()
    .references(() => workspaceWebhooks.id, { onDelete: 'cascade' }),
  workspaceId: uuid('workspace_id').notNull(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastStatusCode: integer('last_status_code'),
  lastError: text('last_error'),
  deliveredAt: ts('delivered_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
