import { z } from 'zod';
import { workspaceRoleSchema } from './workspace.ts';

/** The roles an API key can carry: a key never manages the workspace. */
export const API_KEY_ROLES = ['analyst', 'viewer'] as const;
/** The roles an invitation can give (the owner is the one who made the workspace). */
export const INVITE_ROLES = ['admin', 'analyst', 'viewer'] as const;

/** A new API key (`POST /api/workspace/api-keys`); a key left unnamed is called "API key". */
export const apiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .max(80)
    .default('')
    .transform((name) => name || 'API key'),
  role: z.enum(API_KEY_ROLES).default('analyst'),
});
export type ApiKeyInput = z.output<typeof apiKeyInputSchema>;

/** A webhook endpoint (`POST /api/workspace/webhooks`); the server checks the address itself is public. */
export const webhookInputSchema = z.object({
  url: z.string().trim().min(1).max(500),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/** An invitation to the team (`POST /api/workspace/invites`). */
export const teamInviteSchema = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.').max(200),
  role: z.enum(INVITE_ROLES),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/** A note on a client (`POST /api/workspace/clients/:id/notes`). */
export const clientNoteSchema = z.object({
  body: z.string().trim().min(1, 'Write a note first.').max(2000),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The team, audit log, API keys and webhooks as the API returns them (`/api/workspace/*`). The server answers through
 * these schemas and the web reads them as its types; a key's hash and a webhook's secret never appear in a list.
 */

export const memberSchema = z.object({
  userId: z.string(),
  role: workspaceRoleSchema,
  joinedAt: z.string(),
  email: z.string(),
  name: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** `GET /api/workspace/members`: pending invitations are listed to the owner and admins only. */
export const teamSchema = z.object({ members: z.array(memberSchema), invites: z.array(inviteSchema) });
export type Team = z.infer<typeof teamSchema>;
/** `POST /api/workspace/invites`. */
export const inviteSentSchema = z.object({ invite: inviteSchema.omit({ createdAt: true }) });
export type InviteSent = z.infer<typeof inviteSentSchema>;
/** `POST /api/workspace/invites/accept`. */
export const membershipSchema = z.object({
  membership: z.object({ workspaceId: z.string(), workspaceName: z.string(), role: workspaceRoleSchema }),
});
export type Membership = z.infer<typeof membershipSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** `GET /api/workspace/audit`. */
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`nlk_ab12…`), enough to recognise it; the key itself is shown once. */
  prefix: z.string(),
  role: z.enum(API_KEY_ROLES),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
/** `GET /api/workspace/api-keys`. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
/** `POST /api/workspace/api-keys`: the only answer that carries the key. */
export const apiKeyCreatedSchema = apiKeySchema.pick({ id: true, prefix: true, name: true, role: true }).extend({
  key: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** `GET /api/workspace/webhooks`: endpoints and their latest deliveries. */
export const webhooksSchema = z.object({ webhooks: z.array(webhookSchema), deliveries: z.array(deliverySchema) });
export type Webhooks = z.infer<typeof webhooksSchema>;
/** `POST /api/workspace/webhooks`: the only answer that carries the signing secret. */
export const webhookCreatedSchema = z.object({
  webhook: z.object({ id: z.string(), url: z.string(), secret: z.string() }),
});
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;
/** `POST /api/workspace/webhooks/:id/test`. */
export const testQueuedSchema = z.object({ queued: z.literal(true) });
export type TestQueued = z.infer<typeof testQueuedSchema>;
