import { z } from 'zod';

/** `POST /api/newsletter/subscribe` (202): double opt-in, so the answer is always "check your inbox". */
export const newsletterPendingSchema = z.object({ status: z.literal('pending'), message: z.string() });
export type NewsletterPending = z.infer<typeof newsletterPendingSchema>;
