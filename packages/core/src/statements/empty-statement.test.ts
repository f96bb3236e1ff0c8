import { describe, expect, it } from 'vitest';
import { emptyStatementMessage } from './empty-statement.ts';
import { MESSAGES } from './messages.ts';

describe('a statement with no transaction', () => {
  const quiet = { periodStart: '2025-11-01', periodEnd: '2025-11-30', openingBalance: 15234018, closingBalance: 15234018 };
  it('of a quiet period says so, naming the period', () => {
    expect(emptyStatementMessage(quiet, 0)).toBe(
      'This statement lists no transactions between 1 November 2025 and 30 November 2025 (its opening and closing balances are the same), so there is nothing to analyse; download a period in which money came in or went out.',
    );
  });
  it('is no quiet period when the balances moved, a line could not be read, or the period is unknown', () => {
    expect(emptyStatementMessage({ ...quiet, closingBalance: 15000000 }, 0)).toBe(MESSAGES.NO_TRANSACTIONS);
    expect(emptyStatementMessage(quiet, 3)).toBe(MESSAGES.NO_TRANSACTIONS);
    expect(emptyStatementMessage({ ...quiet, periodStart: null }, 0)).toBe(MESSAGES.NO_TRANSACTIONS);
    expect(emptyStatementMessage({ ...quiet, openingBalance: null, closingBalance: null }, 0)).toBe(MESSAGES.NO_TRANSACTIONS);
  });
});
