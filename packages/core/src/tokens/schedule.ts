/**
 * Lagos-time helpers for the token lifecycle. Africa/Lagos is West Africa Time, UTC+01:00 all year (no daylight
 * saving), so a fixed offset is exact. Times are epoch milliseconds; the clock is always a parameter.
 */
import { DAY_MS } from './buckets.ts';

export const LAGOS_OFFSET_MS = 60 * 60 * 1000;
/** Daily tokens are granted at 01:00 Lagos time. */
export const DAILY_GRANT_HOUR_LAGOS = 1;
/** pg-boss cron expressions, evaluated in Africa/Lagos. */
export const DAILY_GRANT_CRON = '0 1 * * *';
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** The Lagos calendar date (YYYY-MM-DD) of an instant. */
export function lagosDate(now: number): string {
  const d = new Date(now + LAGOS_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The instant of hh:00 Lagos time on a Lagos date. */
export function lagosTime(date: string, hour: number): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d, hour) - LAGOS_OFFSET_MS;
}

/** The most recent daily grant instant at or before `now`. */
export function currentDailyGrantAt(now: number): number {
  const today = lagosTime(lagosDate(now), DAILY_GRANT_HOUR_LAGOS);
  return today <= now ? today : today - DAY_MS;
}

/** The next daily grant strictly after `now`: when today's daily tokens expire. */
export function nextDailyGrantAt(now: number): number {
  return currentDailyGrantAt(now) + DAY_MS;
}

/** The Lagos date naming the daily grant in force at `now` (the idempotency key of that day's grant). */
export function dailyGrantDay(now: number): string {
  return lagosDate(currentDailyGrantAt(now));
}

/**
 * `anchor` plus `months` calendar months in Lagos time, the day clamped to the month's length (31 Jan + 1 month =
 * 28/29 Feb), keeping the time of day. Billing periods are always computed from the subscription's first anchor so a
 * clamped February does not drift later months.
 */
export function addMonthsLagos(anchor: number, months: number): number {
  if (!Number.isInteger(months)) throw new RangeError('months must be an integer');
  const local = new Date(anchor + LAGOS_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const timeOfDay = anchor + LAGOS_OFFSET_MS - Date.UTC(y, local.getUTCMonth(), local.getUTCDate());
  return Date.UTC(targetYear, targetMonth, day) + timeOfDay - LAGOS_OFFSET_MS;
}

/** Start of billing period `index` (0-based) of a subscription anchored at `anchor`. */
export function periodStart(anchor: number, index: number): number {
  return addMonthsLagos(anchor, index);
}

/** The billing period index in force at `now` for a subscription anchored at `anchor` (−1 before the anchor). */
export function periodIndexAt(anchor: number, now: number): number {
  if (now < anchor) return -1;
  const a = new Date(anchor + LAGOS_OFFSET_MS);
  const n = new Date(now + LAGOS_OFFSET_MS);
  let index = (n.getUTCFullYear() - a.getUTCFullYear()) * 12 + (n.getUTCMonth() - a.getUTCMonth());
  while (index > 0 && periodStart(anchor, index) > now) index -= 1;
  while (periodStart(anchor, index + 1) <= now) index += 1;
  return index;
}
