import { bigint, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './foundation.ts';

// Tables of migrations/0200_loans.sql. The loans module reads and writes them with SQL (modules/loans/repository.ts).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const loanContracts = pgTable(
  'loan_contracts',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    fileName: text('file_name'),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    tokenCost: integer('token_cost').notNull(),
    status: text('status').$type<'processing' | 'completed' | 'failed'>().notNull(),
    source: text('source').$type<'pdf-text' | 'ocr'>(),
    ocrConfidence: numeric('ocr_confidence', { precision: 5, scale: 2 }),
    termsJson: jsonb('terms_json'),
    correctionsJson: jsonb('corrections_json').notNull().default({}),
    monthlyIncome: bigint('monthly_income', { mode: 'number' }),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    processingMs: integer('processing_ms'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    // migrations/0600_document_pipeline.sql: the document pipeline's columns.
    storageKey: text('storage_key'),
    rawDeletedAt: ts('raw_deleted_at'),
    stage: text('stage'),
    attempts: integer('attempts').notNull().default(0),
    jobId: text('job_id'),
  },
  (t) => [uniqueIndex('loan_contracts_idem_idx').on(t.userId, t.idempotencyKey)],
);

export const loanScenarios = pgTable('loan_scenarios', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'calculator' | 'comparison' | 'contract'>().notNull(),
  name: text('name').notNull(),
  inputJson: jsonb('input_json').notNull(),
  contractId: uuid('contract_id').references(() => loanContracts.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
