import { z } from 'zod';
import { emailSchema } from '../auth/credentials.ts';

/** How long each field of the contact form may be (the form's `maxLength` and the server's check). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/**
 * A contact-form message (`POST /api/support/messages`): name, e-mail, subject and message all required, the e-mail
 * by the shared e-mail rule. The web form and the server validate with this one schema, so both say the same words.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(CONTACT_LIMITS.name, 'Please shorten your name.'),
  email: emailSchema,
  subject: z.string().trim().min(1, 'Please enter a subject.').max(CONTACT_LIMITS.subject, 'Please shorten the subject.'),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your message.')
    .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message} characters.`),
  /** Honeypot: a field people never see. Bots fill it in. */
  website: z.string().optional(),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;

/** An admin's answer to a support message. */
export const supportReplySchema = z.object({
  reply: z.string().trim().min(1, 'Please write a reply.').max(10_000, 'Please keep the reply under 10,000 characters.'),
});
export type SupportReply = z.infer<typeof supportReplySchema>;
