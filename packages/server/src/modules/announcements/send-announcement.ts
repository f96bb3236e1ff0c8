import type { AppContext } from '../../context.ts';
import type { EmailContent } from '../../mail/render-email.ts';
import { shouldEmail } from '../account/index.ts';
import { unsubscribeUrl } from '../goals/index.ts';
import { claimDelivery, findAnnouncement, markSent, productUpdateRecipients, releaseDelivery } from './repository.ts';

/** The e-mail of an announcement: what is sent, and what the admin previews before publishing. */
export function announcementEmail(
  ctx: AppContext,
  a: { subject: string; body: string },
  unsubscribeUrl: string,
): EmailContent {
  return {
    subject: a.subject,
    heading: a.subject,
    paragraphs: a.body
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    action: { label: 'Open NairaLens', url: `${ctx.config.appUrl}/app` },
    unsubscribeUrl,
    footnote: 'You get this because product updates are on in Settings › Notifications.',
  };
}

/**
 * E-mails one announcement to everyone who keeps product updates on, once each (claimed before sending, released
 * if the mail fails so a retry reaches them).
 */
export async function sendAnnouncement(ctx: AppContext, announcementId: string): Promise<{ sent: number }> {
  const db = ctx.database.db;
  const a = await findAnnouncement(db, announcementId);
  if (!a) return { sent: 0 };
  let sent = 0;
  for (const r of await productUpdateRecipients(db)) {
    if (!(await shouldEmail(db, r.userId, 'product_updates')) || !(await claimDelivery(db, a.id, r.userId))) continue;
    try {
      await ctx.mailer.send(r.email, announcementEmail(ctx, a, unsubscribeUrl(ctx, 'product-updates', r.userId)));
      sent += 1;
    } catch (err) {
      await releaseDelivery(db, a.id, r.userId);
      ctx.log.error({ err }, 'product update e-mail failed');
    }
  }
  await markSent(db, a.id);
  return { sent };
}
