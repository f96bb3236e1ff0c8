import { describe, expect, it } from 'vitest';
import { StatementError } from '../contract.ts';
import { requireNairaAccount } from './naira-account.ts';
import { parseStatement } from './parse-statement.ts';

const statement = (currency: string) =>
  new TextEncoder().encode(
    [
      'Account Name,ADA OKAFOR',
      'Account Number,0123456789',
      `Currency,${currency}`,
      'Date,Description,Debit,Credit,Balance',
      '03-Oct-2025,INWARD TRANSFER FROM ACME LLC,,500.00,"1,500.00"',
      '05-Oct-2025,CARD PAYMENT AMAZON,25.50,,"1,474.50"',
    ].join('\n'),
  );

describe('a statement of an account in another currency', () => {
  it('is read as printed, in its own currency, and refused for the analysis with what to upload instead', async () => {
    const parsed = await parseStatement(statement('USD'));
    expect(parsed.statement.currency).toBe('USD');
    expect(parsed.transactions.map((t) => t.amount)).toEqual([50000, -2550]);
    let error: unknown;
    try {
      requireNairaAccount(parsed);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StatementError);
    expect((error as StatementError).code).toBe('FOREIGN_CURRENCY');
    expect((error as StatementError).message).toBe(
      'This is the statement of an account in US dollars (USD). NairaLens works out income, spending, savings and advice in naira, so it analyses naira accounts only: upload the statement of your naira account.',
    );
    expect(() => requireNairaAccount({ ...parsed, statement: { ...parsed.statement, currency: 'GBP' } })).toThrow(/British pounds \(GBP\)/);
    expect(() => requireNairaAccount({ ...parsed, statement: { ...parsed.statement, currency: 'AED' } })).toThrow(/an account in AED\./);
  });
  it('lets a naira account through', async () => {
    const parsed = await parseStatement(statement('NGN'));
    expect(requireNairaAccount(parsed)).toBe(parsed);
  });
});
