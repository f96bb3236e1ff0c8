import { z } from 'zod';
import { HELP_TOPICS } from '@nairalens/core/help/knowledge-base.ts';

/** What each kind of managed content may hold. FAQ ids keep links to an answer stable across edits. */
export const faqContent = z
  .array(
    z.object({
      id: z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,60}$/, 'An id is lowercase letters, digits and dashes.'),
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

const BUILT_IN_TOPICS = new Set(HELP_TOPICS.map((t) => t.id));

/**
 * The help assistant's answers published by an admin: an id of a built-in topic replaces it (or, disabled, retires
 * it); a new id adds an answer, found by its keywords (lowercase words or phrases, weighted 1-4 like the built-in ones).
 */
export const helpAnswersContent = z
  .array(
    z.object({
      id: z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,60}$/, 'An id is lowercase letters, digits and dashes.'),
      title: z.string().trim().min(3, 'A title needs at least 3 characters.').max(80),
      answer: z.string().trim().min(5, 'An answer needs at least 5 characters.').max(2000),
      keywords: z
        .record(
          z.string().regex(/^[a-z0-9][a-z0-9 ]{0,39}$/, 'Keywords are lowercase words or phrases.'),
          z.number().int().min(1).max(4),
        )
        .refine((k) => Object.keys(k).length <= 30, 'Keep it to 30 keywords.'),
      link: z
        .object({
          label: z.string().trim().min(2).max(40),
          to: z.string().regex(/^\/[a-z0-9/_-]*$/, 'A link is a path on this site, like /app/wallet.'),
        })
        .nullable()
        .default(null),
      enabled: z.boolean().default(true),
    }),
  )
  .max(100)
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Two answers share an id.')
  .refine(
    (items) => items.every((i) => BUILT_IN_TOPICS.has(i.id) || Object.keys(i.keywords).length > 0),
    'A new answer needs at least one keyword.',
  );

export const testimonialsContent = z
  .array(
    z.object({
      quote: z.string().trim().min(10, 'A quote needs at least 10 characters.').max(400),
      name: z.string().trim().min(2, 'Write a name.').max(60),
      role: z.string().trim().min(2, 'Write who they are (e.g. "POS agent, Ibadan").').max(80),
    }),
  )
  .max(12, 'Keep it to 12 testimonials.');

export const CONTENT_SCHEMAS = {
  faq: faqContent,
  announcement: announcementContent,
  'help-answers': helpAnswersContent,
  testimonials: testimonialsContent,
} as const;
export const CONTENT_KINDS = Object.keys(CONTENT_SCHEMAS) as (keyof typeof CONTENT_SCHEMAS)[];
