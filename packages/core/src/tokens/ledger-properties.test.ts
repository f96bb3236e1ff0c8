import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUCKETS, DAY_MS, SPENDING_ORDER, type Bucket } from './buckets.ts';
import {
  emptyWallet,
  isExpired,
  ledgerBalance,
  liveBalance,
  type Command,
  type CreditKind,
  type KeyedCommand,
  type Lot,
  type WalletState,
} from './ledger.ts';
import { lots, run, T0 } from './ledger-test-support.ts';

// Property tests over random sequences: the invariants hold whatever the order of grants, spends and replays.

type Action =
  | { a: 'wait'; ms: number }
  | { a: 'credit'; kind: CreditKind; amount: number; ttl: number | null }
  | { a: 'daily'; amount: number }
  | { a: 'renew'; monthly: number }
  | { a: 'spend'; amount: number; fileCost: number }
  | { a: 'refund'; pick: number }
  | { a: 'revoke'; amount: number }
  | { a: 'sweep' }
  | { a: 'replay'; pick: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ a: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 12 * DAY_MS }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      a: fc.constant('credit' as const),
      kind: fc.constantFrom<CreditKind>('grant', 'admin_grant', 'purchase', 'referral_trial', 'referral_reward'),
      amount: fc.integer({ min: 1, max: 25 }),
      // Expiring credits sometimes get an explicit expiry so that expiry order and creation order differ.
      ttl: fc.option(fc.integer({ min: 1, max: 40 * DAY_MS }), { nil: null }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ a: fc.constant('daily' as const), amount: fc.constantFrom(3, 5) }) },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('renew' as const), monthly: fc.constantFrom(0, 20, 30, 70) }) },
  {
    weight: 6,
    arbitrary: fc
      .record({
        a: fc.constant('spend' as const),
        amount: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 12 })),
        extra: fc.oneof(fc.constant(0), fc.nat(3)),
      })
      .map(({ a, amount, extra }) => ({ a, amount, fileCost: amount + extra })),
  },
  { weight: 3, arbitrary: fc.record({ a: fc.constant('refund' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ a: fc.constant('revoke' as const), amount: fc.integer({ min: 1, max: 10 }) }) },
  { weight: 1, arbitrary: fc.constant({ a: 'sweep' as const }) },
  { weight: 3, arbitrary: fc.record({ a: fc.constant('replay' as const), pick: fc.nat() }) },
);

/** Independent reference for a spend: which lots, in which order, by a deliberately naive rule. */
function referenceAllocation(all: Lot[], amount: number, fileCost: number, now: number) {
  const usable = all.filter(
    (l) =>
      l.remaining > 0 &&
      (l.expiresAt === null || l.expiresAt > now) &&
      (l.bucket !== 'REFERRAL_TRIAL' || (fileCost === 1 && amount === 1)),
  );
  const rank = (b: Bucket) =>
    ['REFERRAL_TRIAL', 'GRANT', 'DAILY', 'SUBSCRIPTION', 'ROLLOVER', 'REFERRAL', 'PURCHASED'].indexOf(b);
  usable.sort(
    (x, y) =>
      rank(x.bucket) - rank(y.bucket) ||
      (x.expiresAt ?? Number.MAX_VALUE) - (y.expiresAt ?? Number.MAX_VALUE) ||
      x.createdAt - y.createdAt ||
      (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
  );
  const available = usable.reduce((s, l) => s + l.remaining, 0);
  if (available < amount) return { available, allocations: null };
  const allocations: Array<[string, number]> = [];
  let left = amount;
  for (const l of usable) {
    if (!left) break;
    const take = Math.min(left, l.remaining);
    allocations.push([l.id, take]);
    left -= take;
  }
  return { available, allocations };
}

function checkInvariants(s: WalletState) {
  const byLot = new Map<string, number>();
  for (const e of s.entries) byLot.set(e.lotId, (byLot.get(e.lotId) ?? 0) + e.delta);
  let sum = 0;
  const problems: string[] = [];
  for (const lot of lots(s)) {
    // Balance derivable from the ledger: each lot's remaining is the sum of its entries.
    if (lot.remaining !== (byLot.get(lot.id) ?? 0)) problems.push(`${lot.id}: remaining differs from its entries`);
    if (lot.remaining < 0) problems.push(`${lot.id}: negative`);
    if (lot.remaining > lot.granted) problems.push(`${lot.id}: more than granted`);
    sum += lot.remaining;
  }
  // Every entry belongs to a lot of the same bucket.
  for (const e of s.entries) if (s.lots[e.lotId].bucket !== e.bucket) problems.push(`entry ${e.seq}: wrong bucket`);
  assert.deepEqual(problems, []);
  assert.equal(ledgerBalance(s.entries), sum);
  assert.ok(sum >= 0);
}

export interface RunStats {
  commands: number;
  spends: number;
  rejectedSpends: number;
  refunds: number;
  replays: number;
  expiries: number;
}

function simulate(actions: Action[], stats: RunStats) {
  let s = emptyWallet();
  let now = T0;
  const issued: KeyedCommand[] = [];
  const spendKeys: string[] = [];
  let n = 0;

  for (const action of actions) {
    let command: Command;
    const key = `k${n++}`;
    switch (action.a) {
      case 'wait':
        now += action.ms;
        continue;
      case 'credit':
        command = { type: 'credit', key, now, kind: action.kind, amount: action.amount };
        if (action.ttl !== null && (action.kind === 'referral_trial' || action.kind === 'referral_reward')) {
          command.expiresAt = now + action.ttl;
        }
        break;
      case 'daily':
        command = { type: 'daily', key, now, amount: action.amount, expiresAt: now + DAY_MS };
        break;
      case 'renew':
        command = { type: 'renew', key, now, monthlyTokens: action.monthly, rolloverExpiresAt: now + 30 * DAY_MS };
        break;
      case 'spend':
        command = { type: 'spend', key, now, amount: action.amount, fileCost: action.fileCost, reason: 'statement' };
        break;
      case 'refund':
        if (spendKeys.length === 0) continue;
        command = { type: 'refund', key, now, spendKey: spendKeys[action.pick % spendKeys.length] };
        break;
      case 'revoke':
        command = { type: 'revoke', key, now, amount: action.amount, reason: 'admin' };
        break;
      case 'sweep':
        command = { type: 'sweep', now };
        break;
      case 'replay': {
        if (issued.length === 0) continue;
        command = { ...issued[action.pick % issued.length], now };
        break;
      }
    }
    stats.commands += 1;

    const before = s;
    const liveBefore = liveBalance(lots(before), now);
    const expiredBefore = lots(before).filter((l) => l.remaining > 0 && isExpired(l, now));
    const expiredTokens = expiredBefore.reduce((t, l) => t + l.remaining, 0);
    const reference =
      command.type === 'spend'
        ? referenceAllocation(lots(before), command.amount, command.fileCost ?? command.amount, now)
        : null;

    const { state, plan } = run(before, command);
    s = state;
    checkInvariants(s);

    if (action.a === 'replay') {
      stats.replays += 1;
      // A replay (same key, same command) changes nothing at all.
      assert.equal(plan.status, 'replayed');
      assert.equal(s, before);
      continue;
    }
    if ('key' in command && plan.status !== 'rejected') issued.push(command);
    if (plan.status === 'applied' || plan.error === 'INSUFFICIENT_TOKENS') {
      // Expiry respected: after any non-replayed command no expired lot holds tokens, so the ledger sum is the live balance.
      assert.deepEqual(
        lots(s).filter((lot) => isExpired(lot, now) && lot.remaining !== 0),
        [],
      );
      assert.equal(ledgerBalance(s.entries), liveBalance(lots(s), now));
      const expiredNow = plan.entries
        .filter((e) => e.kind === 'expire' && e.opKey === null)
        .reduce((t, e) => t - e.delta, 0);
      assert.equal(expiredNow, expiredTokens);
      stats.expiries += expiredNow;
    }

    if (command.type === 'spend' && reference) {
      stats.spends += 1;
      if (reference.allocations === null) {
        stats.rejectedSpends += 1;
        assert.deepEqual(
          [plan.status, plan.error, plan.available],
          ['rejected', 'INSUFFICIENT_TOKENS', reference.available],
        );
        assert.equal(liveBalance(lots(s), now), liveBefore);
      } else {
        assert.equal(plan.status, 'applied');
        // Spending order and expiry: exactly the naive reference allocation.
        assert.deepEqual(
          plan.operation?.allocations.map((a) => [a.lotId, a.amount]),
          reference.allocations,
        );
        for (const a of plan.operation!.allocations) {
          const lot = s.lots[a.lotId];
          assert.equal(isExpired(lot, now), false);
          if (lot.bucket === 'REFERRAL_TRIAL') assert.equal(command.fileCost, 1);
        }
        assert.equal(liveBalance(lots(s), now), liveBefore - command.amount);
        spendKeys.push(command.key);
      }
    }
    if (command.type === 'refund' && plan.status === 'applied') {
      stats.refunds += 1;
      const spend = before.operations[command.spendKey];
      const back = spend.allocations.filter((a) => !isExpired(s.lots[a.lotId], now)).reduce((t, a) => t + a.amount, 0);
      assert.equal(liveBalance(lots(s), now), liveBefore + back);
      for (const a of spend.allocations) {
        // Returned to the very lot it came from, which keeps its expiry.
        assert.equal(s.lots[a.lotId].expiresAt, before.lots[a.lotId].expiresAt);
      }
      assert.equal(s.operations[command.spendKey].refundedBy, command.key);
    }
    if (command.type === 'refund' && plan.status === 'rejected') {
      assert.equal(plan.error, 'ALREADY_REFUNDED');
      assert.equal(s, before);
    }
    if (command.type === 'credit' && plan.status === 'applied') {
      assert.equal(liveBalance(lots(s), now), liveBefore + command.amount);
    }
    if (command.type === 'revoke') {
      if (liveBefore < command.amount) assert.equal(plan.error, 'INSUFFICIENT_TOKENS');
      else assert.equal(liveBalance(lots(s), now), liveBefore - command.amount);
    }
    if (command.type === 'renew') {
      const subsBefore = lots(before)
        .filter((l) => l.bucket === 'SUBSCRIPTION' && !isExpired(l, now))
        .reduce((t, l) => t + l.remaining, 0);
      const rolled = lots(s).filter((l) => l.bucket === 'ROLLOVER' && l.remaining > 0);
      assert.equal(
        rolled.reduce((t, l) => t + l.remaining, 0),
        Math.min(20, subsBefore),
      );
      const subsAfter = lots(s)
        .filter((l) => l.bucket === 'SUBSCRIPTION')
        .reduce((t, l) => t + l.remaining, 0);
      assert.equal(subsAfter, command.monthlyTokens);
    }
    if (command.type === 'daily') {
      const daily = lots(s).filter((l) => l.bucket === 'DAILY' && l.remaining > 0);
      assert.deepEqual(
        daily.map((l) => l.remaining),
        [command.amount],
      );
    }
  }
  return { state: s, issued };
}

describe('ledger properties (fast-check)', () => {
  it('over random sequences of grants, spends, refunds, expiries, renewals and replays', { timeout: 180_000 }, () => {
    const stats: RunStats = { commands: 0, spends: 0, rejectedSpends: 0, refunds: 0, replays: 0, expiries: 0 };
    const numRuns = Number(process.env.LEDGER_PROPERTY_RUNS ?? 1_000);
    const started = performance.now();
    fc.assert(
      fc.property(fc.array(actionArb, { minLength: 1, maxLength: 120, size: 'max' }), (actions) => {
        simulate(actions, stats);
      }),
      { numRuns },
    );
    const ms = Math.round(performance.now() - started);
    console.info(
      `ledger property: ${numRuns} runs, ${stats.commands} commands (${stats.spends} spends, ${stats.rejectedSpends} rejected, ${stats.refunds} refunds, ${stats.replays} replays, ${stats.expiries} tokens expired by sweeps) in ${ms} ms`,
    );
    // The generator must actually exercise every path.
    expect(stats.refunds).toBeGreaterThan(0);
    expect(stats.replays).toBeGreaterThan(0);
    expect(stats.expiries).toBeGreaterThan(0);
    expect(stats.rejectedSpends).toBeGreaterThan(0);
    expect(stats.spends - stats.rejectedSpends).toBeGreaterThan(0);
  });

  it('replaying a whole history, later, changes nothing', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.array(actionArb, { minLength: 1, maxLength: 60, size: 'max' }),
        fc.integer({ min: 0, max: 30 * DAY_MS }),
        (actions, later) => {
          const stats: RunStats = { commands: 0, spends: 0, rejectedSpends: 0, refunds: 0, replays: 0, expiries: 0 };
          const { state, issued } = simulate(actions, stats);
          const now = T0 + 400 * DAY_MS + later;
          const frozen = run(state, { type: 'sweep', now }).state;
          let s = frozen;
          for (const command of issued) {
            const { state: next, plan } = run(s, { ...command, now });
            expect(plan.status).toBe('replayed');
            expect(plan.entries).toEqual([]);
            s = next;
          }
          expect(s).toBe(frozen);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('buckets are spent in the declared order', () => {
    expect(SPENDING_ORDER).toEqual(BUCKETS);
    expect(SPENDING_ORDER[0]).toBe('REFERRAL_TRIAL');
    expect(SPENDING_ORDER.at(-1)).toBe('PURCHASED');
  });
});
