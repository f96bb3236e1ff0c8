import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { insertSubscription, subscriptionByEmail, subscriptionByTokenHash, updateSubscription } from './repository.ts';

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A pending address gets at most one confirmation e-mail in this time, however often the form is sent. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The unsubscribe token is derived, not stored: any e-mail we send can carry it. */
export function unsubscribeToken(ctx: AppContext, id: string): string {
  return createHmac('sha256', ctx.config.authSecret).update(`newsletter-unsubscribe:${id}`).digest('base64url');
}

export function unsubscribeUrl(ctx: AppContext, id: string): string {
  return `${ctx.config.appUrl}/api/newsletter/unsubscribe?id=${id}&token=${unsubscribeToken(ctx, id)}`;
}

/**
 * Double opt-in. The answer to the person is the same whatever the address's state (no enumeration): new and
 * unsubscribed addresses become pending and get a confirmation link; pending ones get a fresh link unless one went
 * out in the last 10 minutes; confirmed ones get nothing.
 */
export async function subscribe(
  ctx: AppContext,
  email: string,
  userId: string | null,
  now = new Date(),
): Promise<void> {
  const db = ctx.database.db;
  const existing = await subscriptionByEmail(db, email);
  if (existing?.status === 'confirmed') return;
  if (
    existing?.status === 'pending' &&
    existing.confirmSentAt &&
    now.getTime() - existing.confirmSentAt.getTime() < RESEND_AFTER_MS
  ) {
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const values = {
    status: 'pending' as const,
    confirmTokenHash: sha256(token),
    confirmSentAt: now,
    unsubscribedAt: null,
    ...(userId ? { userId } : {}),
  };
  if (existing) await updateSubscription(db, existing.id, values);
  else await insertSubscription(db, email, values);
  await ctx.mailer.send(email, {
    subject: 'Confirm your NairaLens newsletter subscription',
    heading: 'Please confirm your subscription',
    paragraphs: [
      'Someone, hopefully you, asked to receive the NairaLens newsletter at this address: practical money tips for Nigerians and news about the product, about once a month.',
      'Confirm with the button below. The link works for 7 days.',
    ],
    action: { label: 'Confirm subscription', url: `${ctx.config.appUrl}/api/newsletter/confirm?token=${token}` },
    footnote: 'If you did not ask for this, ignore this e-mail: you will not hear from us again.',
  });
}

export type ConfirmOutcome = 'confirmed' | 'invalid';

export async function confirm(ctx: AppContext, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!token || token.length > 100) return 'invalid';
  const db = ctx.database.db;
  const row = await subscriptionByTokenHash(db, sha256(token));
  if (!row || row.status !== 'pending' || !row.confirmSentAt) return 'invalid';
  if (now.getTime() - row.confirmSentAt.getTime() > CONFIRM_TTL_MS) return 'invalid';
  await updateSubscription(db, row.id, { status: 'confirmed', confirmedAt: now, confirmTokenHash: null });
  await ctx.mailer.send(row.email, {
    subject: "You're subscribed to the NairaLens newsletter",
    heading: "You're subscribed",
    paragraphs: [
      'Thank you for confirming. Expect practical money tips for Nigerians and product news, about once a month.',
      'Every newsletter carries a link to unsubscribe in one click.',
    ],
    action: { label: 'Unsubscribe', url: unsubscribeUrl(ctx, row.id) },
  });
  return 'confirmed';
}

export async function unsubscribe(ctx: AppContext, id: string, token: string, now = new Date()): Promise<boolean> {
  const expected = Buffer.from(unsubscribeToken(ctx, id));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return updateSubscription(ctx.database.db, id, {
    status: 'unsubscribed',
    unsubscribedAt: now,
    confirmTokenHash: null,
  });
}
