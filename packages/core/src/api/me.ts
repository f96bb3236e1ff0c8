import { z } from 'zod';

/**
 * The signed-in person as the API returns them (`GET /api/me`, `PATCH /api/me/profile`, `POST /api/me/onboarding`).
 * The server answers through these schemas and the web reads them as its types.
 */

export const meUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  emailVerified: z.boolean(),
  /** 'user' or 'admin'; the server checks the role on every admin route, the web only hides screens. */
  role: z.string(),
  /** Admin APIs require it; the admin pages send an admin without it to Settings. */
  twoFactorEnabled: z.boolean(),
  image: z.string().nullable(),
});
export type MeUserJson = z.infer<typeof meUserSchema>;

export const meProfileSchema = z.object({
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  persona: z.string().nullable(),
  accountType: z.string().nullable(),
  locationCountry: z.string().nullable(),
  locationRegion: z.string().nullable(),
  setupComplete: z.boolean(),
  avatarUrl: z.string().nullable(),
  tokensBalance: z.number().int(),
  notifications: z.object({
    emailAnalysisFinished: z.boolean(),
    emailPaymentReceipts: z.boolean(),
    emailMonthlyDigest: z.boolean(),
    emailProductUpdates: z.boolean(),
  }),
  createdAt: z.string(),
});
export type MeProfileJson = z.infer<typeof meProfileSchema>;

/** `GET /api/me`. */
export const meSchema = z.object({
  user: meUserSchema,
  profile: meProfileSchema.nullable(),
  wallet: z.object({ totalBalance: z.number().int() }),
});
export type MeJson = z.infer<typeof meSchema>;

/** `PATCH /api/me/profile` and `POST /api/me/onboarding`: the profile as saved. */
export const meProfileEnvelopeSchema = z.object({ profile: meProfileSchema });
