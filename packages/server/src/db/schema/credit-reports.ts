import { boolean, date, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientProfiles, user } from './foundation.ts';

// Table of migrations/0700_credit_reports.sql, read and written by modules/credit-reports/repository.ts.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const creditReports = pgTable(
  'credit_reports',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => clientProfiles.id, { onDelete: 'set null' }),
    analysisFor: text('analysis_for').$type<'me' | 'someone-else'>().notNull().default('me'),
    clientName: text('client_name'),
    idempotencyKey: text('idempotency_key').notNull(),
    fileName: text('file_name'),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    tokenCost: integer('token_cost').notNull(),
    storageKey: text('storage_key'),
    rawDeletedAt: ts('raw_deleted_at'),
    status: text('status').$type<'processing' | 'completed' | 'failed'>().notNull(),
    stage: text('stage'),
    jobId: text('job_id'),
    attempts: integer('attempts').notNull().default(0),
    bureau: text('bureau').$type<'crc' | 'firstcentral' | 'creditregistry'>(),
    reportDate: date('report_date', { mode: 'string' }),
    score: integer('score'),
    scoreBand: text('score_band'),
    source: text('source').$type<'pdf-text' | 'ocr'>(),
    resultJson: jsonb('result_json'),
    disputesJson: jsonb('disputes_json').notNull().default([]),
    cleanExportUnlocked: boolean('clean_export_unlocked').notNull().default(false),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    processingMs: integer('processing_ms'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [uniqueIndex('credit_reports_idem_idx').on(t.userId, t.idempotencyKey)],
);
