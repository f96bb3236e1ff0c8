import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural.ts';
import { initialsFor } from './initials.ts';

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'token')).toBe('1 token');
    expect(plural(0, 'token')).toBe('0 tokens');
    expect(plural(2, 'token')).toBe('2 tokens');
    expect(plural(1, 'month')).toBe('1 month');
    expect(plural(1200, 'line')).toBe('1,200 lines');
    expect(plural(-1, 'token')).toBe('-1 token');
  });
  it('knows the irregular words the product prints', () => {
    expect(plural(3, 'analysis')).toBe('3 analyses');
    expect(plural(2, 'token was')).toBe('2 tokens were');
    expect(pluralWord('category', 4)).toBe('categories');
    expect(pluralWord('day', 4)).toBe('days');
    expect(pluralWord('box', 2)).toBe('boxes');
    expect(plural(5, 'child', 'children')).toBe('5 children');
  });
});

describe('initialsFor', () => {
  it('takes up to two words of the full name', () => {
    expect(initialsFor('Adaeze Okafor', 'a@x.ng')).toBe('AO');
    expect(initialsFor('  chinedu  emeka obi ', null)).toBe('CE');
    expect(initialsFor('Tunde', 'tunde@x.ng')).toBe('T');
  });
  it('falls back to the e-mail, then U', () => {
    expect(initialsFor('   ', 'bisi@example.com')).toBe('BI');
    expect(initialsFor(null, null)).toBe('U');
  });
});

describe('one way to show months and health scores', () => {
  it('writes months as "Jan 2025" and scores with one decimal over 10', async () => {
    const { formatMonthLabel } = await import('./month-label.ts');
    const { formatHealthScore, healthComponentLabel } = await import('../analysis/health-score-format.ts');
    expect(formatMonthLabel('2025-01')).toBe('Jan 2025');
    expect(formatMonthLabel('2025-12')).toBe('Dec 2025');
    expect(formatMonthLabel('soon')).toBe('soon');
    expect(formatHealthScore(6.94)).toBe('6.9 / 10');
    expect(formatHealthScore(6.9)).toBe('6.9 / 10');
    expect(formatHealthScore(7)).toBe('7 / 10');
    expect(formatHealthScore(6.96)).toBe('7 / 10');
    expect(healthComponentLabel('dti')).toBe('DTI');
    expect(healthComponentLabel('savings_rate')).toBe('Savings rate');
  });
});

describe('categorySlices', () => {
  it('gives each large category its own slot and groups the tail, so the legend names every slice', async () => {
    const { categorySlices } = await import('../analysis/category-slices.ts');
    const cats = ['food', 'transport', 'utilities', 'shopping', 'airtime_data', 'entertainment', 'health', 'education', 'rent', 'bank_charges', 'betting', 'giving'].map((category, i) => ({ category, amount: (20 - i) * 1000, percentage: 20 - i, count: 1 }));
    const slices = categorySlices(cats as never, 10);
    expect(slices).toHaveLength(10);
    expect(slices.at(-1)).toMatchObject({ label: 'Other categories (3)', amount: (11 + 10 + 9) * 1000, other: true, count: 3 });
    expect(slices.reduce((s, c) => s + c.amount, 0)).toBe(cats.reduce((s, c) => s + c.amount, 0));
    expect(categorySlices(cats.slice(0, 10) as never, 10).some((c) => c.other)).toBe(false);
  });
});
