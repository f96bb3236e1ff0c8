import { bigint, boolean, date, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { analyses, user } from './foundation.ts';

// Tables of migrations/0300_analysis.sql (upload → analysis → result). The new columns on uploads and analyses
// (idempotency_key, stage, job_id, attempts, processing_ms) are read with SQL in modules/uploads and modules/analyses.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const analysisTransactions = pgTable(
  'analysis_transactions',
  {
    id: uuid('id').primaryKey(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }),
    category: text('category').notNull(),
    engineCategory: text('engine_category').notNull(),
    loanRepayment: boolean('loan_repayment').notNull().default(false),
    lender: text('lender'),
    recategorised: boolean('recategorised').notNull().default(false),
  },
  (t) => [unique().on(t.analysisId, t.idx)],
);

export const userCategoryRules = pgTable(
  'user_category_rules',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pattern: text('pattern').notNull(),
    direction: text('direction').$type<'credit' | 'debit' | 'any'>().notNull(),
    category: text('category').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.pattern, t.direction)],
);
