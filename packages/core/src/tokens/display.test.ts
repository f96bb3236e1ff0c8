import { describe, expect, it } from 'vitest';
import { balanceTone, matchesTypeFilter, periodSince, transactionType } from './display.ts';

describe('balance colours (docs/product-rules.md, thresholds 5 and 15)', () => {
  it('is red under 5, warning from 5 to 15, success above 15', () => {
    expect([0, 4, 5, 15, 16].map(balanceTone)).toEqual(['danger', 'danger', 'warning', 'warning', 'success']);
  });
});

describe('activity filters', () => {
  it('maps ledger kinds to spec transaction types and filters them', () => {
    expect(transactionType('spend', 'loan_contract_analysis')).toBe('loan_contract_analysis');
    expect(transactionType('spend', 'clean_export')).toBe('statement');
    expect(transactionType('daily')).toBe('grant');
    expect(transactionType('referral_reward')).toBe('referral_reward');
    expect(matchesTypeFilter('grant', 'referral_reward')).toBe(true);
    expect(matchesTypeFilter('purchase', 'grant')).toBe(false);
    expect(matchesTypeFilter('all', 'expire')).toBe(true);
  });

  it('computes the start of a period', () => {
    expect(periodSince('7', 10 * 86_400_000)).toBe(3 * 86_400_000);
    expect(periodSince('all', 5)).toBeNull();
  });
});
