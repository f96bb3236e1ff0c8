import { periodSince, type ActivityPeriodFilter, type ActivityTypeFilter } from '@nairalens/core/tokens/display.ts';
import type { WalletActivityPage } from '@nairalens/core/api/wallet-activity.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { activityPage } from './repository.ts';

export interface ActivityQuery {
  type: ActivityTypeFilter;
  period: ActivityPeriodFilter;
  cursor?: string;
  limit: number;
}

/** The wallet's activity, a page at a time (keyset cursor), each spend naming what it paid for. */
export async function listActivity(
  db: DbOrTx,
  userId: string,
  q: ActivityQuery,
  now: number,
): Promise<WalletActivityPage> {
  const since = periodSince(q.period, now);
  const rows = await activityPage(db, userId, {
    since: since === null ? null : new Date(since),
    types: q.type === 'all' ? null : q.type === 'grant' ? ['grant', 'referral_reward'] : [q.type],
    before: q.cursor ? decodeCursor(q.cursor) : null,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    transactions: page.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      delta: Number(r.delta),
      type: r.tx_type,
      direction: Number(r.delta) > 0 ? 'credit' : 'debit',
      bucket: r.buckets?.[0] ?? null,
      buckets: r.buckets ?? [],
      status: r.status,
      reason: r.reason,
      analysisId: r.analysis_id,
      subject:
        r.subject_kind && r.subject_id
          ? { kind: r.subject_kind, id: r.subject_id, fileName: r.subject_file_name }
          : null,
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${new Date(createdAt).toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at);
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id))
    throw new AppError('VALIDATION', 'Invalid page cursor.');
  return { at: date, id };
}
