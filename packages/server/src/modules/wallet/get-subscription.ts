import { FREE_PLAN, findPlan } from '@nairalens/core/tokens/pricing.ts';
import type { DbOrTx } from '../../db/client.ts';
import { currentSubscription } from './payments.ts';

/** The person's plan (Free when none) and subscription, as the Billing tab shows them. */
export async function getSubscription(db: DbOrTx, userId: string) {
  const sub = await currentSubscription(db, userId);
  if (!sub) return { plan: { ...FREE_PLAN }, subscription: null };
  const plan = findPlan(sub.plan_id)!;
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      description: `${plan.monthlyTokens} tokens a month${plan.dailyTokens ? ` plus ${plan.dailyTokens} daily tokens at 1 am` : ''}`,
    },
    subscription: {
      id: sub.id,
      planId: sub.plan_id,
      status: sub.status,
      provider: sub.provider,
      currentPeriodEnd: new Date(sub.current_period_end).toISOString(),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
    },
  };
}
