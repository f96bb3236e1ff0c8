import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './foundation.ts';

// Tables of migrations/0400_public.sql (public site: newsletter, public form rate limits).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  status: text('status').$type<'pending' | 'confirmed' | 'unsubscribed'>().notNull().default('pending'),
  confirmTokenHash: text('confirm_token_hash'),
  confirmSentAt: ts('confirm_sent_at'),
  confirmedAt: ts('confirmed_at'),
  unsubscribedAt: ts('unsubscribed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const publicRateLimits = pgTable(
  'public_rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);
