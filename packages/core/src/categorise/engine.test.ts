import { describe, expect, it } from 'vitest';
import type { Rule, RuleContext } from './engine.ts';
import { RuleSet } from './engine.ts';
import { normaliseNarration } from './normalise.ts';

function ctx(description: string, amount: number): RuleContext {
  const n = normaliseNarration(description, amount > 0);
  return { description, n, credit: amount > 0, amount: Math.abs(amount), person: null, self: false };
}

const rule = (id: string, priority: number, when: Rule['when']): Rule => ({
  id,
  priority,
  when,
  then: { category: 'other_expense' },
});

describe('RuleSet.match', () => {
  it('prefers the higher priority, then the longer phrase, then the earlier rule', () => {
    const rs = new RuleSet([
      rule('low', 100, { phrases: ['school fees'] }),
      rule('word', 300, { phrases: ['school'] }),
      rule('phrase', 300, { phrases: ['school fees'] }),
      rule('phrase.later', 300, { phrases: ['school fees'] }),
      rule('structural', 300, { direction: 'debit' }),
    ]);
    expect(rs.match(ctx('TRF SCHOOL FEES FOR ADA', -5_000_00))?.rule.id).toBe('phrase');
    expect(rs.match(ctx('TRF SCHOOL BUS', -5_000_00))?.rule.id).toBe('word');
    // A structural rule (no phrase) ranks below any matched phrase of its priority.
    expect(rs.match(ctx('TRF TO ADA', -5_000_00))?.rule.id).toBe('structural');
  });

  it('falls to the next preferred rule when a condition fails', () => {
    const rs = new RuleSet([
      rule('credit.only', 500, { phrases: ['refund'], direction: 'credit' }),
      rule('big', 400, { phrases: ['refund'], minAmount: 1_000_000_00 }),
      rule('any', 100, { phrases: ['refund'] }),
    ]);
    expect(rs.match(ctx('REFUND JUMIA', 5_000_00))?.rule.id).toBe('credit.only');
    expect(rs.match(ctx('REFUND JUMIA', -5_000_00))?.rule.id).toBe('any');
    expect(rs.match(ctx('REFUND JUMIA', -2_000_000_00))?.rule.id).toBe('big');
    expect(rs.match(ctx('JUMIA ORDER', -5_000_00))).toBeNull();
  });

  it('never evaluates the conditions of a rule that could not win', () => {
    // Rules are checked from the most preferred down and the first that holds wins, so a lower rule's costly test
    // (the transfer grammar, a lexicon scan) is not run once a better rule holds.
    const called: string[] = [];
    const spy = (id: string, result: boolean) => (): boolean => {
      called.push(id);
      return result;
    };
    const rs = new RuleSet([
      rule('low.test', 100, { test: spy('low.test', true) }),
      rule('high.fails', 900, { test: spy('high.fails', false) }),
      rule('mid.holds', 500, { phrases: ['dstv'], test: spy('mid.holds', true) }),
      rule('mid.other', 400, { test: spy('mid.other', true) }),
    ]);
    expect(rs.match(ctx('DSTV PREMIUM', -29_000_00))?.rule.id).toBe('mid.holds');
    expect(called).toEqual(['high.fails', 'mid.holds']);
  });
});
