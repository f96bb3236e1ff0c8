import { z } from 'zod';

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
