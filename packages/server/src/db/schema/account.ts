import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './foundation.ts';

// Tables of migrations/0500_account.sql (settings and account security).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  status: text('status').$type<'pending' | 'ready' | 'failed' | 'expired'>().notNull().default('pending'),
  storageKey: text('storage_key'),
  sizeBytes: integer('size_bytes'),
  failureMessage: text('failure_message'),
  createdAt: ts('created_at').notNull().defaultNow(),
  readyAt: ts('ready_at'),
  expiresAt: ts('expires_at'),
  downloadedAt: ts('downloaded_at'),
});

export const accountAvatars = pgTable('account_avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const accountAttempts = pgTable('account_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: ts('window_started_at').notNull(),
});

export const accountTotpSteps = pgTable('account_totp_steps', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
});
