import { describe, expect, it } from 'vitest';
import { NO_RUNNING_BALANCE_NOTE, reconciliationSentence } from './warning-kinds.ts';

describe('reconciliationSentence', () => {
  it('says what was checked: every running balance, or only the ends when none is printed', () => {
    expect(reconciliationSentence({ reconciled: true })).toBe('Every balance reconciles with the transactions before it.');
    expect(reconciliationSentence({ reconciled: true, notes: [NO_RUNNING_BALANCE_NOTE] })).toBe(
      'The transactions take the opening balance to the closing balance printed.',
    );
    expect(reconciliationSentence({ reconciled: false, notes: [NO_RUNNING_BALANCE_NOTE] })).toBe(
      'Some balances do not reconcile with the transactions before them.',
    );
  });
});
