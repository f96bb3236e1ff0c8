import { z } from 'zod';

/** The longest label a profile (a person or purpose that analyses are grouped under) can have. */
export const PROFILE_LABEL_MAX = 80;

/** A new profile (`POST /api/profiles`). */
export const newProfileSchema = z
  .object({ label: z.string().trim().min(1, 'Profile label is required.').max(PROFILE_LABEL_MAX) })
  .strict();
export type NewProfile = z.infer<typeof newProfileSchema>;

/**
 * Client profiles as the API returns them (`/api/profiles`): labelled client or purpose profiles, each person's own.
 * The server answers through these schemas and the web reads them as its types.
 */

/** A profile as listed (with how many analyses were sent for it) or as just created. */
export const clientProfileSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  analysisCount: z.number().int(),
});
export type ClientProfileJson = z.infer<typeof clientProfileSchema>;

export const clientProfileListSchema = z.object({ profiles: z.array(clientProfileSchema) });
/** `POST /api/profiles` (201). */
export const clientProfileEnvelopeSchema = z.object({ profile: clientProfileSchema });
/** `GET /api/profiles/:id`: the profile alone (its owner is the caller). */
export const clientProfileDetailSchema = z.object({
  profile: z.object({ id: z.string(), label: z.string(), createdAt: z.string() }),
});
