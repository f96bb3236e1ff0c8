import { boolean, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

// Tables of migrations/0900_content.sql (admin-managed content and global categorisation rules).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const contentRevisions = pgTable('content_revisions', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<'faq' | 'announcement' | 'help-answers' | 'testimonials'>().notNull(),
  content: jsonb('content').notNull(),
  state: text('state').$type<'draft' | 'published' | 'superseded'>().notNull(),
  createdBy: text('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  publishedBy: text('published_by'),
  publishedAt: ts('published_at'),
});

export const globalCategoryRules = pgTable(
  'global_category_rules',
  {
    id: uuid('id').primaryKey(),
    pattern: text('pattern').notNull(),
    direction: text('direction').$type<'credit' | 'debit' | 'any'>().notNull(),
    category: text('category').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.pattern, t.direction)],
);

// migrations/0901_prices.sql: admin-set prices, newest row per product wins.
export const productPrices = pgTable('product_prices', {
  id: uuid('id').primaryKey(),
  productKind: text('product_kind').$type<'bundle' | 'plan'>().notNull(),
  productId: text('product_id').notNull(),
  priceKobo: integer('price_kobo').notNull(),
  reason: text('reason').notNull(),
  setBy: text('set_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
