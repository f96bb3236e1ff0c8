import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';

/**
 * One-click unsubscribe links are signed, not stored: `subject` is a goal id (its reminders) or a user id (the
 * monthly digest, product updates). The link works without signing in, and only for that subject.
 */
export type UnsubscribeScope = 'goal-reminders' | 'monthly-digest' | 'product-updates';

export function unsubscribeSignature(ctx: AppContext, scope: UnsubscribeScope, subject: string): string {
  return createHmac('sha256', ctx.config.authSecret).update(`${scope}:${subject}`).digest('base64url');
}

export function unsubscribeUrl(ctx: AppContext, scope: UnsubscribeScope, subject: string): string {
  const q = new URLSearchParams({ scope, id: subject, sig: unsubscribeSignature(ctx, scope, subject) });
  return `${ctx.config.appUrl}/api/goals/unsubscribe?${q}`;
}

export function verifyUnsubscribe(ctx: AppContext, scope: UnsubscribeScope, subject: string, sig: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(ctx, scope, subject));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
