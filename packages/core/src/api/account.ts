import { z } from 'zod';

/**
 * Settings › Security, Notifications and Privacy as the API returns them (`/api/account/*`). The server answers
 * through these schemas and the web reads them as its types.
 */

/** `GET /api/account/security`: two-factor on or off, backup codes left, and when the password was last set. */
export const securityStatusSchema = z.object({
  twoFactorEnabled: z.boolean(),
  backupCodesRemaining: z.number().int().nullable(),
  passwordUpdatedAt: z.string().nullable(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

/** A signed-in session as Settings lists it: device, place and last seen, never its token. */
export const activeSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  mobile: z.boolean(),
  place: z.string(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type Sessions = z.infer<typeof sessionsSchema>;
/** `POST /api/account/sessions/revoke-all`: how many sessions ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** `POST /api/account/sessions/revoke-all` body: keep this device signed in, or not (the default). */
export const revokeAllSessionsBodySchema = z.object({ keepCurrent: z.boolean().default(false) }).strict();
export type RevokeAllSessionsBody = z.input<typeof revokeAllSessionsBodySchema>;

/** Re-entering the account password before a sensitive change (`POST /api/account/delete`, two-factor settings). */
export const accountPasswordBodySchema = z
  .object({ password: z.string().min(1, 'Please enter your password.').max(128) })
  .strict();

export const notificationPreferencesSchema = z.object({
  analysisCompleted: z.boolean(),
  paymentReceipts: z.boolean(),
  monthlyDigest: z.boolean(),
  productUpdates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `GET/PUT /api/account/notifications`. */
export const notificationPreferencesEnvelopeSchema = z.object({ preferences: notificationPreferencesSchema });
export type NotificationPreferencesEnvelope = z.infer<typeof notificationPreferencesEnvelopeSchema>;

/** A data export: prepared in the background, downloadable by its owner until it expires. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportsSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExports = z.infer<typeof dataExportsSchema>;
/** `POST /api/account/exports` (202). */
export const dataExportEnvelopeSchema = z.object({ export: dataExportSchema });
export type DataExportEnvelope = z.infer<typeof dataExportEnvelopeSchema>;

/** `POST /api/account/delete`: the person is erased; wallet rows are kept anonymised. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true), ledgerRowsKept: z.number().int() });
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** `PUT /api/account/avatar`: where the new photo is served. */
export const avatarSavedSchema = z.object({ avatarUrl: z.string() });
export type AvatarSaved = z.infer<typeof avatarSavedSchema>;
