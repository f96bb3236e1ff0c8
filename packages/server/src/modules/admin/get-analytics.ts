import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { analyticsSeries } from './repository.ts';
import { toCsv } from './csv.ts';
import { ANALYTICS_SERIES, type Analytics, type AnalyticsSeries } from '@nairalens/core/api/admin-stats.ts';

/** The longest range one request may read: two years of days keeps every series small. */
const MAX_DAYS = 731;

/** A range of whole Lagos days, `to` included. */
export function lagosRange(from: string, to: string): { from: Date; to: Date } {
  const start = new Date(`${from}T00:00:00+01:00`);
  const end = new Date(new Date(`${to}T00:00:00+01:00`).getTime() + 86_400_000);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new AppError('VALIDATION', 'Choose valid dates.');
  if (end <= start) throw new AppError('VALIDATION', 'The start date must be on or before the end date.');
  if ((end.getTime() - start.getTime()) / 86_400_000 > MAX_DAYS) {
    throw new AppError('VALIDATION', 'Choose a range of at most two years.');
  }
  return { from: start, to: end };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => String(v ?? '');

/** Every series of the analytics screen, each a list of rows with named columns, plus the range's totals. */
export async function getAnalytics(db: DbOrTx, range: { from: Date; to: Date }): Promise<Analytics> {
  const s = await analyticsSeries(db, range.from, range.to);
  const completed = s.analysesByDay.reduce((n, r) => n + Number(r.completed), 0);
  const failed = s.analysesByDay.reduce((n, r) => n + Number(r.failed), 0);
  const series: AnalyticsSeries = {
    signups: s.signups.map((r) => ({ day: text(r.day), signups: num(r.signups), verified: num(r.verified) })),
    analyses: s.analysesByDay.map((r) => {
      const done = Number(r.completed) + Number(r.failed);
      return {
        day: text(r.day),
        completed: num(r.completed),
        failed: num(r.failed),
        inProgress: num(r.in_progress),
        successRate: done ? Math.round((Number(r.completed) / done) * 1000) / 10 : null,
      };
    }),
    documents: s.kinds.map((r) => ({
      kind: text(r.kind),
      analyses: num(r.analyses),
      completed: num(r.completed),
      failed: num(r.failed),
    })),
    failures: s.failures.map((r) => ({ reason: text(r.reason), analyses: num(r.analyses) })),
    timing: s.timing.map((r) => ({
      day: text(r.day),
      medianSeconds: num(r.median_seconds),
      p95Seconds: num(r.p95_seconds),
    })),
    tokens: s.tokens.map((r) => ({ day: text(r.day), spent: num(r.spent), bought: num(r.bought) })),
    revenue: s.revenue.map((r) => ({
      kind: text(r.kind),
      product: text(r.product),
      payments: num(r.payments),
      revenueKobo: num(r.revenue_kobo),
    })),
  };
  return {
    series,
    totals: {
      signups: series.signups.reduce((n, r) => n + Number(r.signups), 0),
      analyses: completed + failed,
      successRate: completed + failed ? Math.round((completed / (completed + failed)) * 1000) / 10 : null,
      revenueKobo: series.revenue.reduce((n, r) => n + Number(r.revenueKobo), 0),
    },
  };
}

export async function analyticsCsv(db: DbOrTx, range: { from: Date; to: Date }, name: string): Promise<string> {
  if (!(ANALYTICS_SERIES as readonly string[]).includes(name)) throw new AppError('NOT_FOUND', 'No such series.');
  const rows: Record<string, string | number | null>[] = (await getAnalytics(db, range)).series[
    name as keyof AnalyticsSeries
  ];
  const header = rows[0] ? Object.keys(rows[0]) : [];
  return toCsv(
    header,
    rows.map((r) => header.map((h) => r[h] ?? '')),
  );
}
