import { formatNaira } from '@nairalens/core/money/kobo.ts';
import { findPlan } from '@nairalens/core/tokens/pricing.ts';
import type { PaymentRow } from './payments.ts';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The built-in test provider's checkout page: unmistakably test mode; succeed, fail or cancel. */
export function testCheckoutPage(p: PaymentRow): string {
  const ref = encodeURIComponent(p.reference);
  const what =
    p.product_kind === 'bundle'
      ? `${p.tokens} token${p.tokens === 1 ? '' : 's'}`
      : `${findPlan(p.product_id)?.name ?? p.product_id} plan`;
  const button = (outcome: string, label: string, color: string) =>
    `<form method="post" action="/api/wallet/test-checkout/${ref}/${outcome}"><button type="submit" data-outcome="${outcome}" style="width:100%;padding:12px;border:0;border-radius:8px;background:${color};color:#fff;font-size:16px;font-weight:600;cursor:pointer">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>TEST MODE — NairaLens test checkout</title></head>
<body style="margin:0;font-family:Segoe UI,Helvetica,Arial,sans-serif;background:#fffbeb;color:#111827">
<div role="alert" style="background:#b45309;color:#fff;text-align:center;padding:12px;font-weight:700;letter-spacing:.04em">TEST MODE — no real money moves. This page exists only in development and tests.</div>
<main style="max-width:420px;margin:40px auto;background:#fff;border:2px dashed #b45309;border-radius:14px;padding:28px">
<h1 style="margin:0 0 8px;font-size:22px">Test payment provider</h1>
<p style="color:#4b5563;margin:0 0 20px">Reference <code>${esc(p.reference)}</code></p>
<dl style="display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:0 0 24px">
<dt>${esc(what)}</dt><dd style="margin:0;text-align:right">${esc(formatNaira(p.price_kobo))}</dd>
<dt>Processing fee</dt><dd style="margin:0;text-align:right">${esc(formatNaira(p.fee_kobo))}</dd>
<dt style="font-weight:700">Total</dt><dd style="margin:0;text-align:right;font-weight:700" data-testid="total">${esc(formatNaira(p.amount_kobo))}</dd>
</dl>
<div style="display:grid;gap:10px">
${button('succeed', 'Pay (succeed)', '#047857')}
${button('fail', 'Fail payment', '#b91c1c')}
${button('cancel', 'Cancel', '#6b7280')}
</div></main></body></html>`;
}
