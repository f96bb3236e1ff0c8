import { describe, expect, it } from 'vitest';
import { correctionPatterns } from './correction-patterns.ts';
import type { CorrectionRecord } from './correction-patterns.ts';

describe('correction patterns for the admin', () => {
  const rec = (userId: string, description: string, amount: number, from: CorrectionRecord['from'], to: CorrectionRecord['to']): CorrectionRecord => ({ userId, description, amount, from, to });
  it('groups corrections by narration pattern and category, counting people and corrections', () => {
    const out = correctionPatterns([
      rec('u1', 'POS PURCHASE ROVINGHEIGHTS 678438', -600000, 'shopping', 'education'),
      rec('u1', 'POS PURCHASE ROVINGHEIGHTS 912004', -450000, 'shopping', 'education'),
      rec('u2', 'POS PURCHASE ROVINGHEIGHTS 100200', -300000, 'shopping', 'education'),
      rec('u3', 'WEB PMT ZAPPY LTD', -300000, 'other_expense', 'airtime_data'),
      rec('u3', 'WEB PMT ZAPPY LTD', -300000, 'other_expense', 'other_expense'),
    ]);
    expect(out).toEqual([
      { pattern: 'rovingheights', direction: 'debit', category: 'education', from: ['shopping'], people: 2, corrections: 3, examples: ['POS PURCHASE ROVINGHEIGHTS 678438', 'POS PURCHASE ROVINGHEIGHTS 912004', 'POS PURCHASE ROVINGHEIGHTS 100200'] },
      { pattern: 'zappy ltd', direction: 'debit', category: 'airtime_data', from: ['other_expense'], people: 1, corrections: 1, examples: ['WEB PMT ZAPPY LTD'] },
    ]);
    expect(correctionPatterns([rec('u1', 'WEB PMT ZAPPY LTD', -1, 'other_expense', 'airtime_data')], { minPeople: 2 })).toEqual([]);
  });
  it('leaves out patterns that name a private person', () => {
    expect(correctionPatterns([rec('u1', 'NIP TRANSFER TO ADAEZE OKAFOR', -500000, 'transfers_out', 'rent_housing')])).toEqual([]);
  });
});
