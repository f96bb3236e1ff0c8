import { z } from 'zod';
import { HELP_TOPICS } from '../help/knowledge-base.ts';

/**
 * Content an admin manages and the public pages show (`/api/content/:kind`, `/api/admin/cms/:kind`): FAQ,
 * announcement banner, the help assistant's answers and testimonials. The rules below check what an admin saves (the
 * server on save, the web's editors before); the answer schemas after them shape what is sent. The server answers
 * through these schemas and the web reads them as its types.
 */

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

export const announcementContent = z
  .object({
    active: z.boolean(),
    text: z.string().trim().max(300, 'Keep it under 300 characters.'),
    tone: z.enum(['info', 'warning']).default('info'),
  })
  // An empty banner switched on would show nothing and look like a bug.
  .refine((v) => !v.active || v.text.length > 0, {
    message: 'Write the announcement before turning it on.',
    path: ['text'],
  });

const BUILT_IN_TOPICS = new Set(HELP_TOPICS.map((t) => t.id));

/**
 * The help assistant's answers published by an admin: an id of a built-in topic replaces it (or, disabled, retires
 * it); a new id adds an answer, found by its keywords (lowercase words or phrases, weighted 1-4 like the built-in ones).
 */
/** Where an answer may send the reader: a page of this site. */
export const helpLinkSchema = z.object({
  label: z.string().trim().min(2).max(40),
  to: z.string().regex(/^\/[a-z0-9/_-]*$/, 'A link is a path on this site, like /app/wallet.'),
});

/** One published answer, as its editor and the server check it. */
export const helpAnswerItemSchema = z.object({
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
  link: helpLinkSchema.nullable().default(null),
  enabled: z.boolean().default(true),
});

export const helpAnswersContent = z
  .array(helpAnswerItemSchema)
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
export type ContentKind = keyof typeof CONTENT_SCHEMAS;
export const CONTENT_KINDS = Object.keys(CONTENT_SCHEMAS) as ContentKind[];

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────

// Answers are shaped, not re-checked: a version saved under an older rule is still sent as it was saved.
const faqItemSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
const announcementSchema = z.object({
  active: z.boolean(),
  text: z.string(),
  tone: z.enum(['info', 'warning']).default('info'),
});
export type Announcement = z.output<typeof announcementSchema>;
const helpAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  answer: z.string(),
  keywords: z.record(z.string(), z.number()),
  link: z.object({ label: z.string(), to: z.string() }).nullable().default(null),
  enabled: z.boolean().default(true),
});
const testimonialSchema = z.object({ quote: z.string(), name: z.string(), role: z.string() });

/** Each kind's content as it is sent. */
export const CONTENT_ANSWERS = {
  faq: z.array(faqItemSchema),
  announcement: announcementSchema,
  'help-answers': z.array(helpAnswerSchema),
  testimonials: z.array(testimonialSchema),
} as const satisfies Record<ContentKind, z.ZodType>;
export type ContentOf<K extends ContentKind> = z.output<(typeof CONTENT_ANSWERS)[K]>;

/** One saved version: a draft, the published one, or one it replaced. */
function revisionOf<C extends z.ZodType>(content: C) {
  return z.object({
    id: z.string(),
    content,
    state: z.enum(['draft', 'published', 'superseded']),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    publishedBy: z.string().nullable(),
    publishedAt: z.string().nullable(),
  });
}

function viewOf<K extends ContentKind, C extends z.ZodType>(kind: K, content: C) {
  const revision = revisionOf(content);
  return {
    /** `GET /api/content/:kind`: the published content, or the built-in default (`publishedAt` null). */
    published: z.object({ content, publishedAt: z.string().nullable() }),
    /** `GET /api/admin/cms/:kind`: the default, the published version, the draft and the versions replaced. */
    admin: z.object({
      kind: z.literal(kind),
      default: content,
      published: revision.nullable(),
      draft: revision.nullable(),
      history: z.array(revision),
    }),
    /** `PUT …/draft`, `POST …/publish`, `POST …/revisions/:id/restore`: the version saved or published. */
    revision,
  };
}

/** Per kind: the public answer, the admin's view and one version. */
export const CONTENT_VIEWS = {
  faq: viewOf('faq', CONTENT_ANSWERS.faq),
  announcement: viewOf('announcement', CONTENT_ANSWERS.announcement),
  'help-answers': viewOf('help-answers', CONTENT_ANSWERS['help-answers']),
  testimonials: viewOf('testimonials', CONTENT_ANSWERS.testimonials),
} as const satisfies Record<ContentKind, unknown>;

export type PublishedContent<K extends ContentKind> = z.output<(typeof CONTENT_VIEWS)[K]['published']>;
export type ContentView<K extends ContentKind> = z.output<(typeof CONTENT_VIEWS)[K]['admin']>;
export type ContentRevision<K extends ContentKind> = z.output<(typeof CONTENT_VIEWS)[K]['revision']>;
