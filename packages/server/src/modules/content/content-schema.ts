import { z } from 'zod';

/** What each kind of managed content may hold. FAQ ids keep links to an answer stable across edits. */
export const faqContent = z
  .array(
    z.object({
      id: z.string().trim().regex(/^[a-z0-9-]{1,60}$/, 'An id is lowercase letters, digits and dashes.'),
      question: z.string().trim().min(5, 'A question needs at least 5 characters.').max(200),
      answer: z.string().trim().min(5, 'An answer needs at least 5 characters.').max(3000),
    }),
  )
  .min(1, 'Keep at least one question.')
  .max(100)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Two questions share an id.');

export const announcementContent = z.object({
  active: z.boolean(),
  text: z.string().trim().max(300),
  tone: z.enum(['info', 'warning']).default('info'),
});

export const CONTENT_SCHEMAS = { faq: faqContent, announcement: announcementContent } as const;
export const CONTENT_KINDS = Object.keys(CONTENT_SCHEMAS) as (keyof typeof CONTENT_SCHEMAS)[];
