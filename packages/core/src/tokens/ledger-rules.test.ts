import { describe, expect, it } from 'vitest';
import { DAY_MS } from './buckets.ts';
import { bucketBalances, emptyWallet, ledgerBalance, liveBalance } from './ledger.ts';
import { lots, run, T0 } from './ledger-test-support.ts';

describe('ledger rules (examples)', () => {
  it('spends in the spending order and refunds to the same lots with their expiry', () => {
    let s = emptyWallet();
    s = run(s, { type: 'credit', key: 'p1', now: T0, kind: 'purchase', amount: 10 }).state;
    s = run(s, { type: 'credit', key: 'g1', now: T0, kind: 'grant', amount: 1 }).state;
    s = run(s, { type: 'daily', key: 'd1', now: T0, amount: 3, expiresAt: T0 + DAY_MS }).state;
    s = run(s, { type: 'credit', key: 'r1', now: T0, kind: 'referral_reward', amount: 1 }).state;
    const spend = run(s, { type: 'spend', key: 's1', now: T0 + 1, amount: 6, reason: 'statement', fileCost: 6 });
    expect(spend.plan.status).toBe('applied');
    expect(spend.plan.operation?.allocations.map((a) => [a.bucket, a.amount])).toEqual([
      ['GRANT', 1],
      ['DAILY', 3],
      ['REFERRAL', 1],
      ['PURCHASED', 1],
    ]);
    s = spend.state;
    expect(liveBalance(lots(s), T0 + 1)).toBe(9);

    // The daily lot expires before the refund: its 3 tokens come back and expire at once.
    const refund = run(s, { type: 'refund', key: 'f1', now: T0 + DAY_MS + 5, spendKey: 's1' });
    expect(refund.plan.status).toBe('applied');
    expect(refund.plan.operation?.delta).toBe(3);
    s = refund.state;
    expect(bucketBalances(lots(s), T0 + DAY_MS + 5).map((b) => [b.bucket, b.balance])).toEqual([
      ['GRANT', 1],
      ['REFERRAL', 1],
      ['PURCHASED', 10],
    ]);
    expect(s.operations.s1.refundedBy).toBe('f1');
    // A second refund of the same spend under another key is refused; the same key is a replay.
    expect(run(s, { type: 'refund', key: 'f2', now: T0 + DAY_MS + 6, spendKey: 's1' }).plan.error).toBe(
      'ALREADY_REFUNDED',
    );
    const replay = run(s, { type: 'refund', key: 'f1', now: T0 + DAY_MS + 6, spendKey: 's1' });
    expect(replay.plan.status).toBe('replayed');
    expect(replay.state).toBe(s);
  });

  it('referral trial tokens pay only for 1-token files and expire after 7 days', () => {
    let s = emptyWallet();
    s = run(s, { type: 'credit', key: 't', now: T0, kind: 'referral_trial', amount: 1 }).state;
    expect(s.lots['t:credit'].expiresAt).toBe(T0 + 7 * DAY_MS);
    const two = run(s, { type: 'spend', key: 'x', now: T0, amount: 2, reason: 'clean_export' });
    expect(two.plan).toMatchObject({ status: 'rejected', error: 'INSUFFICIENT_TOKENS', available: 0 });
    const costly = run(s, { type: 'spend', key: 'y', now: T0, amount: 1, fileCost: 3, reason: 'statement' });
    expect(costly.plan.error).toBe('INSUFFICIENT_TOKENS');
    const late = run(s, { type: 'spend', key: 'z', now: T0 + 7 * DAY_MS, amount: 1, fileCost: 1, reason: 'statement' });
    expect(late.plan.error).toBe('INSUFFICIENT_TOKENS');
    expect(late.plan.entries.map((e) => [e.kind, e.delta])).toEqual([['expire', -1]]);
    const ok = run(s, { type: 'spend', key: 'z', now: T0 + DAY_MS, amount: 1, fileCost: 1, reason: 'statement' });
    expect(ok.plan.status).toBe('applied');
  });

  it('renewal rolls unused subscription tokens over, capped at 20, and rolled tokens last one cycle', () => {
    let s = emptyWallet();
    s = run(s, { type: 'renew', key: 'm0', now: T0, monthlyTokens: 30, rolloverExpiresAt: T0 + 31 * DAY_MS }).state;
    s = run(s, { type: 'spend', key: 's', now: T0 + 1, amount: 5, reason: 'statement' }).state;
    const m1 = run(s, {
      type: 'renew',
      key: 'm1',
      now: T0 + 31 * DAY_MS,
      monthlyTokens: 30,
      rolloverExpiresAt: T0 + 59 * DAY_MS,
    });
    // 25 unused: 20 roll over, 5 expire.
    expect(m1.plan.operation?.delta).toBe(25);
    s = m1.state;
    expect(bucketBalances(lots(s), T0 + 31 * DAY_MS).map((b) => [b.bucket, b.balance, b.expiresAt])).toEqual([
      ['SUBSCRIPTION', 30, null],
      ['ROLLOVER', 20, T0 + 59 * DAY_MS],
    ]);
    // Next renewal: the 20 rolled tokens expire, the 30 unused subscription tokens roll (20) and 10 expire.
    s = run(s, {
      type: 'renew',
      key: 'm2',
      now: T0 + 59 * DAY_MS,
      monthlyTokens: 30,
      rolloverExpiresAt: T0 + 90 * DAY_MS,
    }).state;
    expect(liveBalance(lots(s), T0 + 59 * DAY_MS)).toBe(50);
    expect(ledgerBalance(s.entries)).toBe(50);
  });

  it('daily tokens do not roll over', () => {
    let s = emptyWallet();
    s = run(s, { type: 'daily', key: 'd1', now: T0, amount: 5, expiresAt: T0 + DAY_MS }).state;
    // Even if the next grant comes a little early, the previous one is gone.
    s = run(s, { type: 'daily', key: 'd2', now: T0 + DAY_MS - 1000, amount: 5, expiresAt: T0 + 2 * DAY_MS }).state;
    expect(liveBalance(lots(s), T0 + DAY_MS - 1000)).toBe(5);
  });

  it('a conflicting reuse of a key changes nothing', () => {
    let s = emptyWallet();
    s = run(s, { type: 'credit', key: 'k', now: T0, kind: 'purchase', amount: 10 }).state;
    const conflict = run(s, { type: 'credit', key: 'k', now: T0, kind: 'purchase', amount: 25 });
    expect(conflict.plan.error).toBe('IDEMPOTENCY_CONFLICT');
    expect(conflict.state).toBe(s);
  });

  it('revokes in spending order and never below zero', () => {
    let s = emptyWallet();
    s = run(s, { type: 'credit', key: 'a', now: T0, kind: 'purchase', amount: 2 }).state;
    expect(run(s, { type: 'revoke', key: 'r', now: T0, amount: 3, reason: 'fraud' }).plan.error).toBe(
      'INSUFFICIENT_TOKENS',
    );
    s = run(s, { type: 'revoke', key: 'r', now: T0, amount: 2, reason: 'fraud' }).state;
    expect(ledgerBalance(s.entries)).toBe(0);
  });
});
