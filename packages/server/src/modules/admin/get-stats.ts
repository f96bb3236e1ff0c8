import type { DbOrTx } from '../../db/client.ts';
import { countStats } from './repository.ts';

/** Midnight today in Africa/Lagos (UTC+1 all year, no daylight saving) as an instant. */
export function startOfTodayLagos(now: Date): Date {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000);
  return new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate()) - 60 * 60 * 1000);
}

/** The admin dashboard's four cards, from real data. */
export async function getStats(db: DbOrTx, now = new Date()) {
  const s = await countStats(db, startOfTodayLagos(now));
  return { totalUsers: s.users, analysesToday: s.today, openSupportTickets: s.tickets, revenueKobo: s.revenueKobo };
}
