import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { markExportDownloaded, ownExport } from './repository.ts';

/** The person's own ready export, while it lasts; the download is recorded and audited. */
export async function downloadDataExport(
  ctx: AppContext,
  userId: string,
  id: string,
  ip: string,
): Promise<{ fileName: string; zip: Buffer }> {
  const row = await ownExport(ctx.database.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'That export was not found.');
  if (row.status === 'pending') throw new AppError('CONFLICT', 'This export is still being prepared.');
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('EXPIRED', 'This export has expired. Please request a new one.');
  }
  const zip = await ctx.storage.get(row.storageKey);
  await markExportDownloaded(ctx.database.db, id);
  await audit(ctx.database.db, { action: 'account.export_downloaded', userId, target: `export:${id}`, ip });
  return { fileName: `nairalens-data-${row.createdAt.toISOString().slice(0, 10)}.zip`, zip };
}
