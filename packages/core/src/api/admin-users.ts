import { z } from 'zod';
import { auditEntrySchema } from './admin-audit.ts';

/**
 * The admin's users area as the API returns it (`/api/admin/users/*`): the search, one person's page, and the actions
 * on an account, each with a reason for the audit log. Never secrets: no password hashes, TOTP or session tokens.
 * The server answers through these schemas and the web reads them as its types.
 */

/** `GET /api/admin/users?q=&limit=&offset=`: e-mail or name contains `q`. */
export const adminUserSearchQuerySchema = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  suspended: z.boolean(),
  twoFactorEnabled: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

/** A person in the search results, with their token balance. */
export const adminUserRowSchema = adminUserSchema.extend({ tokensBalance: z.number().int() });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** `GET /api/admin/users`. */
export const adminUserSearchSchema = z.object({ users: z.array(adminUserRowSchema), total: z.number().int() });
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/** `GET /api/admin/users/:id`: everything an operator needs about one person on one page. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({ suspendedReason: z.string().nullable() }),
  profile: z
    .object({
      fullName: z.string().nullable(),
      phone: z.string().nullable(),
      accountType: z.string(),
      locationCountry: z.string(),
      locationRegion: z.string().nullable(),
      setupComplete: z.boolean(),
    })
    .nullable(),
  wallet: z.object({
    balance: z.number().int(),
    ledger: z.array(
      z.object({
        id: z.string(),
        delta: z.number().int(),
        bucket: z.string(),
        type: z.string(),
        reason: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  analyses: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['pending', 'processing', 'completed', 'failed']),
      failureCode: z.string().nullable(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastActiveAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

// ── Actions on an account ────────────────────────────────────────────────────────────────────────────────────

/** Every action on an account carries the operator's reason, kept in the audit log. */
export const adminReasonSchema = z.string().trim().min(3, 'Please give a reason (at least 3 characters).').max(500);
export const adminReasonBodySchema = z.object({ reason: adminReasonSchema });

/** `POST /api/admin/users/:id/role`. */
export const adminRoleBodySchema = adminReasonBodySchema.extend({ role: z.enum(['admin', 'user']) });
export type AdminRoleBody = z.infer<typeof adminRoleBodySchema>;

/** `POST /api/admin/users/:id/delete`: the operator types the person's e-mail, as the person would for themselves. */
export const adminDeleteBodySchema = adminReasonBodySchema.extend({ confirmEmail: z.string().trim() });

/** `POST /api/admin/users/:id/role`: the role now, and whether it changed. */
export const adminRoleChangedSchema = z.object({ role: z.enum(['admin', 'user']), changed: z.boolean() });
/** `POST /api/admin/users/:id/suspend|unsuspend`: whether the account is suspended now, and whether it changed. */
export const adminSuspensionSchema = z.object({ suspended: z.boolean(), changed: z.boolean() });
/** `POST /api/admin/users/:id/delete`. */
export const adminUserDeletedSchema = z.object({ deleted: z.literal(true) });
