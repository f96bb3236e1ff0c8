import { describe, expect, it } from 'vitest';
import { rejoinSplitBalance } from './ocr-split-balance.ts';
import { emptyRawRow } from './types.ts';

describe('a balance whose first digits went into the amount cell', () => {
  const row = (credit: string, balance: string) => ({ ...emptyRawRow(1, 0), date: '25-Jul-25', credit, balance });

  it('takes them back (set 16 photocopy: "328, 177. 00 397," and "319. 12")', () => {
    expect(rejoinSplitBalance(row('328, 177. 00 397,', '319. 12'))).toMatchObject({ credit: '328, 177. 00', balance: '397,319. 12' });
  });

  it('leaves a whole balance, an amount cell that is one figure, and pieces that make no figure', () => {
    expect(rejoinSplitBalance(row('328, 177. 00 397,', '397,319.12')).credit).toBe('328, 177. 00 397,');
    expect(rejoinSplitBalance(row('328,177.00', '319.12')).balance).toBe('319.12');
    expect(rejoinSplitBalance(row('TRF 397,', '319. 12')).balance).toBe('319. 12');
  });
});
