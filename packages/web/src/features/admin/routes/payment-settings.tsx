import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime, formatNaira } from '@/lib/format.ts';
import { usePayments, usePaymentSettings, useReverifyPayment } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { PriceDialog } from '../components/price-dialog.tsx';

const MODE = {
  live: 'Live (real charges)',
  test: 'Paystack test mode',
  'test-provider': 'Built-in test provider (no real charges)',
  'not-configured': 'Not configured: checkout is off',
} as const;

/** The payment partner's setup (never its keys), the price list, and every payment with a re-verify action. */
export default function AdminPaymentSettingsPage() {
  const settings = usePaymentSettings();
  const [status, setStatus] = useState('all');
  const list = usePayments(status);
  const reverify = useReverifyPayment();
  const s = settings.data;

  return (
    <AdminPage title="Payment Settings" description="The payment partner, plans and bundles, and payments.">
      {settings.error ? (
        <AdminError error={settings.error} />
      ) : !s ? (
        <Skeleton className="h-40" />
      ) : (
        <div className="mb-4 grid gap-4 lg:grid-cols-2">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="text-base">Payment partner</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Mode</dt>
                <dd>{MODE[s.mode]}</dd>
                <dt className="text-muted-foreground">Secret key</dt>
                <dd>{s.secretKeyConfigured ? 'Configured' : 'Not set (PAYSTACK_SECRET_KEY)'}</dd>
                <dt className="text-muted-foreground">Public key</dt>
                <dd>{s.publicKeyConfigured ? 'Configured' : 'Not set (PAYSTACK_PUBLIC_KEY)'}</dd>
                <dt className="text-muted-foreground">Webhook URL</dt>
                <dd className="break-all font-mono text-xs">{s.webhookUrl}</dd>
                <dt className="text-muted-foreground">Callback URL</dt>
                <dd className="break-all font-mono text-xs">{s.callbackUrl}</dd>
              </dl>
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle className="text-base">Plans and bundles</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y text-sm" aria-label="Prices">
                {[
                  ...s.plans.map((p) => ({ ...p, kind: 'plan' as const, name: `Plan · ${p.id}` })),
                  ...s.bundles.map((b) => ({ ...b, kind: 'bundle' as const, name: `Bundle · ${b.label ?? b.id}` })),
                ].map((p) => (
                  <li key={`${p.kind}-${p.id}`} className="flex items-center justify-between gap-3 py-1">
                    <span className="min-w-0 truncate">
                      {p.name} · {p.tokens} tokens
                    </span>
                    <span className="flex shrink-0 items-center gap-1">
                      <span className="tabular-nums">{formatNaira(p.priceKobo)}</span>
                      <PriceDialog kind={p.kind} id={p.id} name={p.name} priceKobo={p.priceKobo} />
                    </span>
                  </li>
                ))}
              </ul>
              {s.history.length ? (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-muted-foreground">Price history ({s.history.length})</summary>
                  <ul className="mt-1 divide-y">
                    {s.history.map((h) => (
                      <li key={h.id} className="py-1.5">
                        {h.productKind} {h.productId} → {formatNaira(h.priceKobo)} · {formatDateTime(h.createdAt)}
                        <span className="block text-xs text-muted-foreground">{h.reason}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </CardContent>
          </Card>
        </div>
      )}
      <Card className="min-w-0">
        <CardHeader className="min-w-0 gap-3">
          <CardTitle className="text-base">Payments</CardTitle>
          <StatusTabs
            label="Payment status"
            value={status}
            onChange={setStatus}
            options={['all', 'pending', 'success', 'failed', 'abandoned'].map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) }))}
          />
        </CardHeader>
        <CardContent>
          {list.error ? (
            <AdminError error={list.error} />
          ) : !list.data ? (
            <Skeleton className="h-24" />
          ) : list.data.payments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No payments.</p>
          ) : (
            <ul className="divide-y text-sm" aria-label="Payments">
              {list.data.payments.map((p) => (
                <li key={p.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-4">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">
                      {p.email ?? 'Deleted account'} · {p.productKind} {p.productId}
                    </span>
                    <span className="block truncate font-mono text-xs text-muted-foreground">
                      {p.reference} · {formatDateTime(p.createdAt)}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="tabular-nums">{formatNaira(p.amountKobo)}</span>
                    <Badge variant={p.status === 'success' ? 'success' : p.status === 'pending' ? 'warning' : 'secondary'}>{p.status}</Badge>
                    {p.status !== 'success' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={reverify.isPending}
                        onClick={async () => {
                          try {
                            const r = await reverify.mutateAsync(p.reference);
                            toast.success(`Re-verified: ${r.status} (${r.outcome})`);
                          } catch (e) {
                            toast.error(errorMessage(e));
                          }
                        }}
                      >
                        Re-verify
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
