import { findPlan } from '@nairalens/core/tokens/pricing.ts';
import { DAILY_GRANT_CRON, LAGOS_TIME_ZONE, dailyGrantDay, nextDailyGrantAt } from '@nairalens/core/tokens/schedule.ts';
import type { AppContext } from '../../context.ts';
import { liveSubscriptions, usersWithExpiredLots } from './repository.ts';
import { grantDailyTokens, sweepExpired } from './ledger-service.ts';
import { renewDueSubscriptions } from './payments.ts';

export const WALLET_DAILY_QUEUE = 'wallet-daily-tokens';
export const WALLET_RENEWAL_QUEUE = 'wallet-renewals';
export const WALLET_EXPIRY_QUEUE = 'wallet-expiry-sweep';

/**
 * Daily tokens for live Pro Lite / Pro Plus subscriptions, keyed by the Lagos day: a second run the same day is a
 * replay. Each expires at the next grant; earlier daily tokens expire now.
 */
export async function runDailyGrants(ctx: AppContext, now = Date.now()): Promise<{ granted: number }> {
  const subs = await liveSubscriptions(ctx.database.db, new Date(now));
  let granted = 0;
  const day = dailyGrantDay(now);
  for (const s of subs) {
    const plan = findPlan(s.plan_id);
    if (!plan || plan.dailyTokens === 0) continue;
    const r = await ctx.database.db.transaction((tx) =>
      grantDailyTokens(tx, { userId: s.user_id, amount: plan.dailyTokens, day, expiresAt: nextDailyGrantAt(now), now }),
    );
    if (!r.replayed) granted += 1;
  }
  return { granted };
}

/** Expires every lot past its expiry that still holds tokens (idempotent: emptied lots are not found again). */
export async function runExpirySweep(ctx: AppContext, now = Date.now()): Promise<{ users: number; expired: number }> {
  const users = await usersWithExpiredLots(ctx.database.db, new Date(now));
  let expired = 0;
  for (const u of users) {
    const r = await ctx.database.db.transaction((tx) => sweepExpired(tx, u.user_id, now));
    expired += r.expired;
  }
  return { users: users.length, expired };
}

/** pg-boss schedules (Africa/Lagos): daily tokens at 01:00, renewals every 15 minutes, expiry sweep hourly. */
export async function registerWalletJobs(ctx: AppContext): Promise<void> {
  for (const name of [WALLET_DAILY_QUEUE, WALLET_RENEWAL_QUEUE, WALLET_EXPIRY_QUEUE]) await ctx.queue.createQueue(name);
  const log = (what: string) => (r: object) => ctx.log.info(r, what);
  await ctx.queue.work(WALLET_DAILY_QUEUE, async () => log('daily tokens')(await runDailyGrants(ctx)));
  await ctx.queue.work(WALLET_RENEWAL_QUEUE, async () =>
    log('subscription renewals')(await renewDueSubscriptions(ctx)),
  );
  await ctx.queue.work(WALLET_EXPIRY_QUEUE, async () => log('token expiry sweep')(await runExpirySweep(ctx)));
  await ctx.queue.schedule(WALLET_DAILY_QUEUE, DAILY_GRANT_CRON, null, { tz: LAGOS_TIME_ZONE });
  await ctx.queue.schedule(WALLET_RENEWAL_QUEUE, '*/15 * * * *', null, { tz: LAGOS_TIME_ZONE });
  await ctx.queue.schedule(WALLET_EXPIRY_QUEUE, '5 * * * *', null, { tz: LAGOS_TIME_ZONE });
}
