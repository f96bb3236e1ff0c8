import type { UnsubscribeScope } from './unsubscribe-link.ts';

const MESSAGES: Record<UnsubscribeScope | 'invalid', { title: string; body: string }> = {
  'goal-reminders': { title: 'Reminders stopped', body: 'You will not get e-mail reminders for this goal any more. You can set a new reminder on the goal at any time.' },
  'monthly-digest': { title: 'Monthly digest turned off', body: 'You will not get the monthly digest any more. You can turn it back on in Settings › Notifications.' },
  'product-updates': { title: 'Product updates turned off', body: 'You will not get product news by e-mail any more. You can turn it back on in Settings › Notifications.' },
  invalid: { title: 'This link is not valid', body: 'It may have been copied incompletely. You can change your e-mail choices in the app, under Goals or Settings › Notifications.' },
};

/** The page a one-click unsubscribe link opens: plain HTML, so it works in any mail client's browser without the app. */
export function unsubscribePage(outcome: UnsubscribeScope | 'invalid', appUrl: string): string {
  const m = MESSAGES[outcome];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${m.title} · NairaLens</title>
<style>body{margin:0;font-family:system-ui,Segoe UI,Helvetica,Arial,sans-serif;background:#f4f6f5;color:#111827}main{max-width:480px;margin:64px auto;padding:28px;background:#fff;border:1px solid #e5e7eb;border-radius:14px}h1{font-size:22px;margin:0 0 12px}p{line-height:1.6}a{color:#047857;font-weight:600}@media (prefers-color-scheme:dark){body{background:#0b1210;color:#e5e7eb}main{background:#111a17;border-color:#1f2a26}a{color:#34d399}}</style></head>
<body><main><h1>${m.title}</h1><p>${m.body}</p><p><a href="${appUrl}/app/goals">Open NairaLens</a></p></main></body></html>`;
}
