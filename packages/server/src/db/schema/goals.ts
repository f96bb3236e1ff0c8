import { bigint, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clientProfiles, user } from './foundation.ts';

// Tables of migrations/1000_goals.sql: goals, contributions, reminders and digests sent, rejected own-transfer pairs.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const goals = pgTable('goals', {
  id: uuid('id').primaryKey(),
  userId: userRef(),
  profileLightId: uuid('profile_light_id').references(() => clientProfiles.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'save_up' | 'emergency_fund' | 'pay_off_loan' | 'spend_less'>().notNull(),
  name: text('name').notNull(),
  targetAmount: bigint('target_amount', { mode: 'number' }).notNull(),
  targetDate: date('target_date', { mode: 'string' }),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  category: text('category'),
  lender: text('lender'),
  status: text('status').$type<'active' | 'paused' | 'completed'>().notNull().default('active'),
  reminderFrequency: text('reminder_frequency').$type<'weekly' | 'monthly'>(),
  reminderDay: integer('reminder_day'),
  remindersUnsubscribedAt: ts('reminders_unsubscribed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const goalContributions = pgTable('goal_contributions', {
  id: uuid('id').primaryKey(),
  goalId: uuid('goal_id')
    .notNull()
    .references(() => goals.id, { onDelete: 'cascade' }),
  userId: userRef(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  note: text('note'),
  contributedOn: date('contributed_on', { mode: 'string' }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const goalRemindersSent = pgTable(
  'goal_reminders_sent',
  {
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    userId: userRef(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.goalId, t.sentOn] })],
);

export const monthlyDigestsSent = pgTable(
  'monthly_digests_sent',
  {
    userId: userRef(),
    month: text('month').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export const ownTransferRejections = pgTable(
  'own_transfer_rejections',
  {
    userId: userRef(),
    pairId: text('pair_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pairId] })],
);
