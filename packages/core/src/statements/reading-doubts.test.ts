import { describe, expect, it } from 'vitest';
import { unreadBalances } from './reading-doubts.ts';

describe('unreadBalances', () => {
  const rows = [
    { date: '2026-09-01', balance: 3_105_000 },
    { date: '2026-09-01', balance: null },
    { date: '2026-09-02', balance: 547_031 },
  ];

  it('names the days of a printed statement whose balance could not be read', () => {
    expect(unreadBalances(rows, false)).toEqual([
      { kind: 'other', message: '1 row (dated 2026-09-01) shows no balance that could be read, so the running balance could not be checked there.' },
    ]);
  });

  it('says nothing of a statement that prints no balance, of one read whole, or of a scan (its repairs say it)', () => {
    expect(unreadBalances(rows.map((r) => ({ ...r, balance: null })), false)).toEqual([]);
    expect(unreadBalances(rows.filter((r) => r.balance !== null), false)).toEqual([]);
    expect(unreadBalances(rows, true)).toEqual([]);
  });
});
