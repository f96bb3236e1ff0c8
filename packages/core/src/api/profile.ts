import { z } from 'zod';

/** The longest label a profile (a person or purpose that analyses are grouped under) can have. */
export const PROFILE_LABEL_MAX = 80;

/** A new profile (`POST /api/profiles`). */
export const newProfileSchema = z
  .object({ label: z.string().trim().min(1, 'Profile label is required.').max(PROFILE_LABEL_MAX) })
  .strict();
export type NewProfile = z.infer<typeof newProfileSchema>;
