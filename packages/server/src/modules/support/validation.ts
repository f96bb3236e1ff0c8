import { z } from 'zod';

/** Spec §5: name, email, subject and message all required, the e-mail a valid format. Bounds are ours. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const contactInput = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(CONTACT_LIMITS.name, 'Please shorten your name.'),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  subject: z.string().trim().min(1, 'Please enter a subject.').max(CONTACT_LIMITS.subject, 'Please shorten the subject.'),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your message.')
    .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message} characters.`),
  /** Honeypot: a field people never see. Bots fill it in. */
  website: z.string().optional(),
});
export type ContactInput = z.infer<typeof contactInput>;

export const replyInput = z.object({
  reply: z.string().trim().min(1, 'Please write a reply.').max(10_000, 'Please keep the reply under 10,000 characters.'),
});

export const listQuery = z.object({
  status: z.enum(['open', 'answered', 'closed', 'all']).default('all'),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
