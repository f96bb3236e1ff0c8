import { z } from 'zod';

/** The two kinds of account: a personal one, or a workspace for a lender or adviser (in beta). */
export const ACCOUNT_TYPE_VALUES = ['personal', 'workspace_beta'] as const;

/** The setup step after sign-up (`POST /api/me/onboarding`): the account type and where the person is based. */
export const onboardingSchema = z
  .object({
    accountType: z.enum(ACCOUNT_TYPE_VALUES),
    locationCountry: z.string().trim().max(60).min(1, 'Please select your country.'),
    locationRegion: z.string().trim().max(60).nullable().optional(),
  })
  .strict();
export type Onboarding = z.infer<typeof onboardingSchema>;
