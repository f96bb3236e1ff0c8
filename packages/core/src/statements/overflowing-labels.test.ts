import { describe, expect, it } from 'vitest';
import { splitOverflowingLabel } from './overflowing-labels.ts';
import type { Segment } from './types.ts';

const run = (text: string): Segment => ({ text, x0: 55, x1: 55 + text.length * 4, y: 98, h: 8, page: 1 });

describe('splitOverflowingLabel', () => {
  it('splits a label that ran into the next cell from its value', () => {
    expect(splitOverflowingLabel(run('Account Number0124587390')).map((s) => [s.text, s.x0, s.x1])).toEqual([
      ['Account Number', 55, 55 + 14 * 4],
      ['0124587390', 55 + 14 * 4, 55 + 24 * 4],
    ]);
    expect(splitOverflowingLabel(run('Opening Balance350,000.00')).map((s) => s.text)).toEqual(['Opening Balance', '350,000.00']);
    expect(splitOverflowingLabel(run('Total Debits(1,748,378.17)')).map((s) => s.text)).toEqual(['Total Debits', '(1,748,378.17)']);
  });

  it('leaves a run that is printed with its space, or is no label, as it is', () => {
    expect(splitOverflowingLabel(run('Closing Balance 307,121.83')).map((s) => s.text)).toEqual(['Closing Balance 307,121.83']);
    // Narrations glue words and numbers all the time.
    expect(splitOverflowingLabel(run('AIRTIME1500')).map((s) => s.text)).toEqual(['AIRTIME1500']);
    expect(splitOverflowingLabel(run('NIP TRF REF123456789')).map((s) => s.text)).toEqual(['NIP TRF REF123456789']);
  });
});
