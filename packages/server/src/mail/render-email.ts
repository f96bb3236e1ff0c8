export interface EmailContent {
  subject: string;
  /** Short heading shown at the top of the message. */
  heading: string;
  /** Paragraphs of plain text (no HTML). */
  paragraphs: string[];
  /** An optional call to action. */
  action?: { label: string; url: string };
  /** Small print under the action. */
  footnote?: string;
  /** One-click unsubscribe for optional e-mails (reminders, digests), shown under the message. */
  unsubscribeUrl?: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Branded HTML with a plain-text part; links are returned so the dev outbox can list them. */
export function renderEmail(content: EmailContent, appUrl: string): { html: string; text: string; links: string[] } {
  const links = [...(content.action ? [content.action.url] : []), ...(content.unsubscribeUrl ? [content.unsubscribeUrl] : [])];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.unsubscribeUrl ? [`Unsubscribe: ${content.unsubscribeUrl}`, ''] : []),
    '— NairaLens, your personal-finance coach',
    appUrl,
  ].join('\n');
  const button = content.action
    ? `<p style="margin:28px 0"><a href="${escape(content.action.url)}" style="background:#047857;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600;display:inline-block">${escape(content.action.label)}</a></p>
       <p style="font-size:12px;color:#6b7280;word-break:break-all">If the button does not work, paste this address into your browser:<br>${escape(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6f5;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px;overflow:hidden;border:1px solid #e5e7eb">
<tr><td style="background:#065f46;padding:18px 28px;color:#ffffff;font-size:20px;font-weight:700">Naira<span style="color:#fbbf24">Lens</span></td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escape(p)}</p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:13px;color:#6b7280;line-height:1.5">${escape(content.footnote)}</p>` : ''}
${content.unsubscribeUrl ? `<p style="font-size:12px;color:#6b7280"><a href="${escape(content.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> from these e-mails with one click.</p>` : ''}
</td></tr>
<tr><td style="padding:16px 28px;background:#f9fafb;font-size:12px;color:#6b7280">NairaLens is a personal-finance coach, not a bank. Our figures are informational only.<br><a href="${escape(appUrl)}" style="color:#047857">${escape(appUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { html, text, links };
}
