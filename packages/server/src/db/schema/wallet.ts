import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './foundation.ts';

// Tables of migrations/0100_wallet.sql (token_operations/token_ledger columns are in foundation.ts + raw SQL).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const referrals = pgTable('referrals', {
  id: uuid('id').primaryKey(),
  referrerId: text('referrer_id').references(() => user.id, { onDelete: 'cascade' }),
  referredUserId: text('referred_user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  status: text('status').$type<'signed_up' | 'qualified'>().notNull().default('signed_up'),
  qualifiedAt: ts('qualified_at'),
  rewardExpiresAt: ts('reward_expires_at'),
  qualifyingReference: text('qualifying_reference'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  planId: text('plan_id').$type<'pro_lite' | 'pro_plus' | 'business'>().notNull(),
  status: text('status').$type<'active' | 'cancelled' | 'expired' | 'past_due'>().notNull(),
  provider: text('provider').$type<'paystack' | 'test'>().notNull(),
  anchorAt: ts('anchor_at').notNull(),
  periodIndex: integer('period_index').notNull().default(0),
  currentPeriodStart: ts('current_period_start').notNull(),
  currentPeriodEnd: ts('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  authorizationCode: text('authorization_code'),
  customerEmail: text('customer_email'),
  providerSubscriptionCode: text('provider_subscription_code'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  cancelledAt: ts('cancelled_at'),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  reference: text('reference').notNull().unique(),
  provider: text('provider').$type<'paystack' | 'test'>().notNull(),
  productKind: text('product_kind').$type<'bundle' | 'plan' | 'renewal'>().notNull(),
  productId: text('product_id').notNull(),
  tokens: integer('tokens').notNull(),
  priceKobo: integer('price_kobo').notNull(),
  feeKobo: integer('fee_kobo').notNull(),
  amountKobo: integer('amount_kobo').notNull(),
  currency: text('currency').notNull().default('NGN'),
  status: text('status').$type<'pending' | 'success' | 'failed' | 'abandoned'>().notNull().default('pending'),
  failureReason: text('failure_reason'),
  subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  authorizationUrl: text('authorization_url'),
  providerData: jsonb('provider_data'),
  paidAt: ts('paid_at'),
  receiptSentAt: ts('receipt_sent_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
