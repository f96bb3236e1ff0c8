/**
 * When a goal's reminder is due. Reminders run once a day (Lagos morning); a weekly reminder names an ISO weekday
 * (1 = Monday … 7 = Sunday), a monthly one a day of the month (1–28, so every month has it).
 */
export type ReminderFrequency = 'weekly' | 'monthly';

export interface ReminderSetting {
  frequency: ReminderFrequency;
  day: number;
}

export function isValidReminder(r: ReminderSetting): boolean {
  if (!Number.isInteger(r.day)) return false;
  return r.frequency === 'weekly' ? r.day >= 1 && r.day <= 7 : r.day >= 1 && r.day <= 28;
}

/** ISO weekday of a YYYY-MM-DD calendar date. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const w = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return w === 0 ? 7 : w;
}

/** Due on its day, and not already sent that day (a second run of the daily job is a no-op). */
export function isReminderDue(r: ReminderSetting, lagosDay: string, lastSentOn: string | null): boolean {
  if (lastSentOn === lagosDay) return false;
  if (r.frequency === 'weekly') return isoWeekday(lagosDay) === r.day;
  return Number(lagosDay.slice(8, 10)) === r.day;
}

export function describeReminder(r: ReminderSetting): string {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  if (r.frequency === 'weekly') return `Every ${days[r.day - 1]}`;
  const suffix = r.day % 10 === 1 && r.day !== 11 ? 'st' : r.day % 10 === 2 && r.day !== 12 ? 'nd' : r.day % 10 === 3 && r.day !== 13 ? 'rd' : 'th';
  return `Monthly on the ${r.day}${suffix}`;
}

/** Reminders go out in the daily run at 08:00 Lagos time (the goals jobs schedule it with this hour). */
export const REMINDER_HOUR_LAGOS = 8;

/**
 * The Lagos date of the next reminder, given the Lagos date and hour now and whether today's was already sent.
 * Today counts only before the 08:00 run; a weekly reminder comes within 7 days, a monthly one within a month.
 */
export function nextReminderDate(r: ReminderSetting, lagosDay: string, lagosHour: number, sentToday: boolean): string {
  const [y, m, d] = lagosDay.split('-').map(Number) as [number, number, number];
  const todayCounts = lagosHour < REMINDER_HOUR_LAGOS && !sentToday;
  for (let i = todayCounts ? 0 : 1; i <= 31; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (isReminderDue(r, day, null)) return day;
  }
  // Unreachable for a valid setting (every weekday recurs in 7 days, days 1–28 in every month).
  throw new Error('invalid reminder setting');
}
