import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { dataExports, user } from '../../db/schema/index.ts';

/** The SQL of data exports: what a person's data is (every table keyed by user_id) and the exports' own rows. */

type Row = Record<string, unknown>;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables holding the person's rows (keyed by user_id), minus the skipped tables and secret columns. */
export async function userTables(
  database: Database,
  skip: { tables: ReadonlySet<string>; column: RegExp },
): Promise<{ table: string; columns: string[] }[]> {
  const rows = await database.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const r of rows) byTable.set(r.table_name, [...(byTable.get(r.table_name) ?? []), r.column_name]);
  return [...byTable.entries()]
    .filter(([table, columns]) => columns.includes('user_id') && !skip.tables.has(table) && !table.startsWith('_'))
    .map(([table, columns]) => ({ table, columns: columns.filter((c) => !skip.column.test(c)) }));
}

export async function accountRowOf(database: Database, userId: string): Promise<Row | null> {
  const [row] = await database.query<Row>(
    'SELECT id, email, name, email_verified, two_factor_enabled, role, created_at, updated_at FROM "user" WHERE id = $1',
    [userId],
  );
  return row ?? null;
}

/** One table's rows of the person (the columns already chosen), oldest first when the table has created_at. */
export async function personalRowsOf(
  database: Database,
  table: string,
  columns: string[],
  userId: string,
): Promise<Row[]> {
  const order = columns.includes('created_at') ? ' ORDER BY created_at' : '';
  return database.query<Row>(
    `SELECT ${columns.map(quoteIdent).join(', ')} FROM ${quoteIdent(table)} WHERE user_id = $1${order}`,
    [userId],
  );
}

export async function latestExports(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(limit);
}

export async function insertExport(db: DbOrTx, id: string, userId: string) {
  const [row] = await db.insert(dataExports).values({ id, userId, status: 'pending' }).returning();
  return row!;
}

export async function exportById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

export async function ownerEmail(db: DbOrTx, userId: string): Promise<{ email: string } | null> {
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return owner ?? null;
}

/** Only a pending export becomes ready; false when it was settled meanwhile. */
export async function markExportReady(
  db: DbOrTx,
  id: string,
  v: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(dataExports)
    .set({ status: 'ready', ...v })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return updated.length > 0;
}

export async function markExportFailed(db: DbOrTx, id: string, failureMessage: string): Promise<void> {
  await db.update(dataExports).set({ status: 'failed', failureMessage }).where(eq(dataExports.id, id));
}

/** Ready exports past their expiry (one person's, or everyone's). */
export async function expiredExports(db: DbOrTx, now: Date, userId?: string) {
  const conditions = [eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)];
  if (userId) conditions.push(eq(dataExports.userId, userId));
  return db
    .select()
    .from(dataExports)
    .where(and(...conditions));
}

export async function markExportsExpired(db: DbOrTx, ids: string[]): Promise<void> {
  await db.update(dataExports).set({ status: 'expired', storageKey: null }).where(inArray(dataExports.id, ids));
}

export type ExportRow = typeof dataExports.$inferSelect;
