import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonthsLagos,
  currentDailyGrantAt,
  dailyGrantDay,
  lagosDate,
  nextDailyGrantAt,
  periodIndexAt,
  periodStart,
} from './schedule.ts';

const at = (iso: string) => Date.parse(iso);

describe('daily grant times (01:00 Africa/Lagos = 00:00 UTC)', () => {
  it('finds the current and next grant', () => {
    expect(new Date(currentDailyGrantAt(at('2026-03-10T12:00:00+01:00'))).toISOString()).toBe(
      '2026-03-10T00:00:00.000Z',
    );
    expect(new Date(nextDailyGrantAt(at('2026-03-10T12:00:00+01:00'))).toISOString()).toBe('2026-03-11T00:00:00.000Z');
    // 00:30 Lagos is before today's grant: yesterday's grant is current.
    expect(dailyGrantDay(at('2026-03-10T00:30:00+01:00'))).toBe('2026-03-09');
    expect(dailyGrantDay(at('2026-03-10T01:00:00+01:00'))).toBe('2026-03-10');
    expect(nextDailyGrantAt(at('2026-03-10T01:00:00+01:00'))).toBe(at('2026-03-11T01:00:00+01:00'));
    expect(lagosDate(at('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('the current grant is at most a day old and the next one is exactly a day later', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        const cur = currentDailyGrantAt(now);
        expect(cur).toBeLessThanOrEqual(now);
        expect(now - cur).toBeLessThan(86_400_000);
        expect(nextDailyGrantAt(now) - cur).toBe(86_400_000);
      }),
    );
  });
});

describe('monthly periods', () => {
  it('clamps to the end of short months without drifting', () => {
    const anchor = at('2026-01-31T10:00:00+01:00');
    expect(new Date(addMonthsLagos(anchor, 1)).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(new Date(periodStart(anchor, 2)).toISOString()).toBe('2026-03-31T09:00:00.000Z');
    expect(periodIndexAt(anchor, at('2026-02-28T09:59:59+01:00'))).toBe(0);
    expect(periodIndexAt(anchor, at('2026-02-28T10:00:00+01:00'))).toBe(1);
    expect(periodIndexAt(anchor, anchor - 1)).toBe(-1);
  });

  it('periodIndexAt brackets now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000_000_000 }), fc.nat(200 * 86_400_000), (anchor, gap) => {
        const now = anchor + gap;
        const i = periodIndexAt(anchor, now);
        expect(periodStart(anchor, i)).toBeLessThanOrEqual(now);
        expect(periodStart(anchor, i + 1)).toBeGreaterThan(now);
      }),
    );
  });
});
