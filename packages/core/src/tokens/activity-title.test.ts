import { describe, expect, it } from 'vitest';
import { activitySubjectHref, activityTitle } from './activity-title.ts';

describe('wallet activity titles', () => {
  const statement = { kind: 'analysis' as const, id: 'u-1', fileName: 'gtb-june.pdf' };
  it('names a spend by what it paid for', () => {
    expect(activityTitle({ type: 'statement', reason: 'statement', subject: statement })).toBe(
      'Statement analysis — gtb-june.pdf',
    );
    expect(activityTitle({ type: 'statement', reason: 'clean_export', subject: statement })).toBe(
      'Clean PDF export — gtb-june.pdf',
    );
    expect(
      activityTitle({
        type: 'loan_contract_analysis',
        reason: 'loan_contract_analysis',
        subject: { kind: 'loan_contract', id: 'c', fileName: 'offer.pdf' },
      }),
    ).toBe('Loan analysis — offer.pdf');
    expect(activityTitle({ type: 'refund', reason: 'statement', subject: statement })).toBe(
      'Refund — Statement analysis — gtb-june.pdf',
    );
  });
  it('keeps the plain type when nothing was paid for', () => {
    expect(activityTitle({ type: 'purchase', reason: null, subject: null })).toBe('Purchase');
    expect(activityTitle({ type: 'refund', reason: null, subject: null })).toBe('Refund');
  });
  it('links each kind to its page', () => {
    expect(activitySubjectHref(statement)).toBe('/app/analysis/u-1');
    expect(activitySubjectHref({ kind: 'loan_contract', id: 'c 1', fileName: null })).toBe(
      '/app/loan/upload?contract=c%201',
    );
    expect(activitySubjectHref({ kind: 'credit_report', id: 'r', fileName: null })).toBe('/app/credit-reports/r');
  });
});
