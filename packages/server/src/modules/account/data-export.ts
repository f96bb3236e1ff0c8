import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { avatarRow } from './repository.ts';
import {
  accountRowOf,
  expiredExports,
  exportById,
  insertExport,
  latestExports,
  markExportFailed,
  markExportReady,
  markExportsExpired,
  ownerEmail,
  personalRowsOf,
  userTables,
  type ExportRow,
} from './export-repository.ts';
import { audit } from '../../audit.ts';

/**
 * Data export (NDPA ss. 34–38: access and portability in a structured, machine-readable format): a ZIP with one
 * JSON and one CSV file per kind of data. Tables are found by their `user_id` column, so areas added later are
 * exported too; tables that only hold credentials or internal bookkeeping are left out, and so are columns that
 * hold secrets or storage keys.
 */
export const EXPORT_QUEUE = 'account-data-export';
export const EXPORT_CLEANUP_QUEUE = 'account-data-export-cleanup';
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60_000;

const SKIPPED_TABLES = new Set([
  'user',
  'session',
  'account',
  'two_factor',
  'verification',
  'rate_limit',
  'account_attempts',
  'account_avatars',
  'data_exports',
  'token_operations',
  'mail_outbox',
]);
const SECRET_COLUMN =
  /(^|_)(password|secret|token|storage_key|backup_codes|hash|api_key|authorization_code|signature|idempotency_key|access_token|refresh_token|id_token|key|authorization_url|provider_data)$/i;
const FILE_NAMES: Record<string, string> = {
  profiles: 'profile',
  uploads: 'uploads',
  analyses: 'analyses',
  analysis_transactions: 'transactions',
  goals: 'goals',
  token_ledger: 'wallet-ledger',
  payments: 'payments',
  support_messages: 'support-messages',
  client_profiles: 'client-profiles',
  audit_log: 'security-log',
};
/** Always present in the ZIP (empty when the person has none, or the area does not exist yet). */
const ALWAYS = ['profile', 'uploads', 'analyses', 'transactions', 'goals', 'wallet-ledger', 'support-messages'];

type Row = Record<string, unknown>;

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** RFC 4180 CSV; text cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    let s = typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}

/** Everything of one person, as files name → rows. */
export async function collectPersonalData(database: Database, userId: string): Promise<Map<string, Row[]>> {
  const files = new Map<string, Row[]>();
  const account = await accountRowOf(database, userId);
  files.set('account', account ? [account] : []);
  for (const { table, columns } of await userTables(database, { tables: SKIPPED_TABLES, column: SECRET_COLUMN })) {
    const rows = await personalRowsOf(database, table, columns, userId);
    files.set(FILE_NAMES[table] ?? table.replace(/_/g, '-'), rows);
  }
  if (!files.has('transactions')) {
    // Before a transactions table exists, transactions live inside each analysis result.
    const tx: Row[] = [];
    for (const a of files.get('analyses') ?? []) {
      const result = a.result_json as { transactions?: Row[] } | null;
      for (const t of result?.transactions ?? []) tx.push({ analysis_id: a.id, ...t });
    }
    files.set('transactions', tx);
  }
  for (const name of ALWAYS) if (!files.has(name)) files.set(name, []);
  for (const [name, rows] of files)
    files.set(
      name,
      rows.map((r) => plain(r) as Row),
    );
  return files;
}

export async function buildExportZip(ctx: AppContext, userId: string, now = new Date()): Promise<Buffer> {
  const files = await collectPersonalData(ctx.database, userId);
  const zip = new JSZip();
  const listing: string[] = [];
  for (const [name, rows] of [...files.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    zip.file(`json/${name}.json`, JSON.stringify(rows, null, 2));
    zip.file(`csv/${name}.csv`, toCsv(rows));
    listing.push(`  ${name.padEnd(22)} ${rows.length} row(s)`);
  }
  const avatar = await avatarRow(ctx.database.db, userId);
  if (avatar) {
    const bytes = await ctx.storage.get(avatar.storageKey).catch(() => null);
    if (bytes) zip.file(avatar.contentType === 'image/png' ? 'profile-photo.png' : 'profile-photo.jpg', bytes);
  }
  zip.file(
    'README.txt',
    [
      'NairaLens — your data export',
      `Prepared: ${now.toISOString()}`,
      '',
      'Every kind of data we hold about you, twice: json/ (structured, for other services) and csv/ (for spreadsheets).',
      'Amounts are in kobo (1 naira = 100 kobo). Times are UTC (ISO 8601).',
      'Your uploaded statement files themselves are not kept: they are deleted after analysis, and in any case within 24 hours.',
      'Passwords, two-factor secrets and backup codes are never exported (they are stored only as hashes or encrypted).',
      '',
      'Files:',
      ...listing,
      '',
      'Questions, or something to correct? Settings › Privacy, or write to us from the Help page.',
    ].join('\r\n'),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}

export function presentExport(row: ExportRow) {
  return {
    id: row.id,
    status: row.status,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: row.status === 'ready' ? `/api/account/exports/${row.id}/download` : null,
  };
}

export async function listExports(ctx: AppContext, userId: string) {
  await expireOldExports(ctx, userId);
  return latestExports(ctx.database.db, userId, 5);
}

export async function requestExport(ctx: AppContext, userId: string, ip: string | null) {
  const id = randomUUID();
  const row = await insertExport(ctx.database.db, id, userId);
  await audit(ctx.database.db, { action: 'account.export_requested', userId, target: `export:${id}`, ip });
  await ctx.queue.send(EXPORT_QUEUE, { exportId: id }, { retryLimit: 2, retryDelay: 5, expireInSeconds: 15 * 60 });
  return row;
}

/** The job: build, store encrypted, mark ready, announce by e-mail. */
export async function runExport(ctx: AppContext, exportId: string, now = new Date()): Promise<void> {
  const db = ctx.database.db;
  const row = await exportById(db, exportId);
  if (!row || row.status !== 'pending') return;
  const owner = await ownerEmail(db, row.userId);
  if (!owner) return;
  try {
    const zip = await buildExportZip(ctx, row.userId, now);
    const storageKey = await ctx.storage.put(zip);
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS);
    if (!(await markExportReady(db, exportId, { storageKey, sizeBytes: zip.length, readyAt: now, expiresAt }))) {
      await ctx.storage.delete(storageKey);
      return;
    }
    await audit(db, {
      action: 'account.export_ready',
      userId: row.userId,
      target: `export:${exportId}`,
      details: { sizeBytes: zip.length },
    });
    const until = expiresAt.toLocaleString('en-NG', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Africa/Lagos',
    });
    await ctx.mailer.send(owner.email, {
      subject: 'Your NairaLens data export is ready',
      heading: 'Your data export is ready',
      paragraphs: [
        'The copy of your NairaLens data you asked for is ready: a ZIP file with your profile, uploads, analyses, transactions, goals, wallet history and support messages, as JSON and CSV.',
        `Download it from Settings › Privacy while signed in. The download link expires on ${until} (West Africa Time), when the file is deleted.`,
      ],
      action: { label: 'Download my data', url: `${ctx.config.appUrl}/app/settings?tab=privacy&export=${exportId}` },
      footnote: 'If you did not ask for this export, change your password and contact support.',
    });
  } catch (error) {
    ctx.log.error({ err: error, exportId }, 'data export failed');
    await markExportFailed(db, exportId, 'The export could not be prepared. Please try again.');
  }
}

/** Deletes the files of expired exports (one person's, or everyone's for the hourly sweep). */
export async function expireOldExports(ctx: AppContext, userId?: string, now = new Date()): Promise<number> {
  const db = ctx.database.db;
  const expired = await expiredExports(db, now, userId);
  for (const e of expired) if (e.storageKey) await ctx.storage.delete(e.storageKey).catch(() => {});
  if (expired.length) {
    await markExportsExpired(
      db,
      expired.map((e) => e.id),
    );
  }
  return expired.length;
}

export async function registerExportJobs(ctx: AppContext): Promise<void> {
  await ctx.queue.createQueue(EXPORT_QUEUE);
  await ctx.queue.createQueue(EXPORT_CLEANUP_QUEUE);
  await ctx.queue.work<{ exportId: string }>(EXPORT_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runExport(ctx, job.data.exportId);
  });
  await ctx.queue.work(EXPORT_CLEANUP_QUEUE, async () => {
    await expireOldExports(ctx);
  });
  await ctx.queue.schedule(EXPORT_CLEANUP_QUEUE, '17 * * * *');
}
