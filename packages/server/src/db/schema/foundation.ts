import { bigint, boolean, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Tables of migrations/0001_foundation.sql. better-auth reads the first six through its drizzle adapter, so their
// property names are the ones better-auth expects (camelCase) over snake_case columns.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  role: text('role').default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: ts('ban_expires'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  persona: text('persona'),
  accountType: text('account_type'),
  locationCountry: text('location_country'),
  locationRegion: text('location_region'),
  referralCodeUsed: text('referral_code_used'),
});

export const session = pgTable('session', {
  id: text('id').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
  token: text('token').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  impersonatedBy: text('impersonated_by'),
});

export const account = pgTable('account', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: ts('access_token_expires_at'),
  refreshTokenExpiresAt: ts('refresh_token_expires_at'),
  scope: text('scope'),
  password: text('password'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const twoFactor = pgTable('two_factor', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  verified: boolean('verified').default(false),
  failedVerificationCount: integer('failed_verification_count').default(0),
  lockedUntil: ts('locked_until'),
});

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  persona: text('persona'),
  accountType: text('account_type').notNull().default('personal'),
  locationCountry: text('location_country').notNull().default('Nigeria'),
  locationRegion: text('location_region'),
  setupComplete: boolean('setup_complete').notNull().default(false),
  avatarUrl: text('avatar_url'),
  tokensBalance: integer('tokens_balance').notNull().default(0),
  emailAnalysisFinished: boolean('email_analysis_finished').notNull().default(true),
  emailPaymentReceipts: boolean('email_payment_receipts').notNull().default(true),
  emailMonthlyDigest: boolean('email_monthly_digest').notNull().default(true),
  emailProductUpdates: boolean('email_product_updates').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const clientProfiles = pgTable('client_profiles', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  profileLightId: uuid('profile_light_id').references(() => clientProfiles.id, { onDelete: 'set null' }),
  fileName: text('file_name'),
  fileSize: integer('file_size').notNull(),
  fileType: text('file_type').notNull(),
  analysisFor: text('analysis_for').notNull().default('me'),
  clientName: text('client_name'),
  lines: integer('lines'),
  pages: integer('pages'),
  tokenCost: integer('token_cost').notNull(),
  storageKey: text('storage_key'),
  rawDeletedAt: ts('raw_deleted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const analyses = pgTable('analyses', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  uploadId: uuid('upload_id')
    .notNull()
    .unique()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  profileLightId: uuid('profile_light_id').references(() => clientProfiles.id, { onDelete: 'set null' }),
  status: text('status').$type<'pending' | 'processing' | 'completed' | 'failed'>().notNull(),
  dti: numeric('dti', { precision: 7, scale: 2, mode: 'number' }),
  summaryJson: jsonb('summary_json'),
  loansJson: jsonb('loans_json'),
  resultJson: jsonb('result_json'),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  cleanExportUnlocked: boolean('clean_export_unlocked').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
});

export const tokenOperations = pgTable('token_operations', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  idempotencyKey: text('idempotency_key').notNull(),
  kind: text('kind').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const tokenLedger = pgTable('token_ledger', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  delta: integer('delta').notNull(),
  bucket: text('bucket').notNull(),
  type: text('type').notNull(),
  status: text('status').notNull().default('completed'),
  reason: text('reason'),
  analysisId: uuid('analysis_id'),
  lotId: uuid('lot_id'),
  expiresAt: ts('expires_at'),
  operationId: uuid('operation_id')
    .notNull()
    .references(() => tokenOperations.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  type: text('type').notNull().default('support_request'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  status: text('status').notNull().default('open'),
  reply: text('reply'),
  repliedBy: text('replied_by'),
  repliedAt: ts('replied_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey(),
  userId: text('user_id'),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  target: text('target'),
  details: jsonb('details'),
  ip: text('ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  createdAt: ts('created_at').notNull().defaultNow(),
});
