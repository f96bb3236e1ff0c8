import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useCreateWebhook, useSendTest, useWebhooks } from '../api/console.ts';

export function WebhooksCard() {
  const hooks = useWebhooks(true);
  const create = useCreateWebhook();
  const test = useSendTest();
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(url, {
      onSuccess: (r) => {
        setSecret(r.webhook.secret);
        setUrl('');
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Webhooks</CardTitle>
        <CardDescription>
          <code>analysis.completed</code> and <code>analysis.failed</code>, signed with HMAC-SHA256 over timestamp and
          body; retried with backoff.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="hook-url">Endpoint URL</Label>
            <Input
              id="hook-url"
              type="url"
              required
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://example.com/hooks/nairalens"
            />
          </div>
          <Button type="submit" disabled={!url || create.isPending}>
            Add endpoint
          </Button>
        </form>
        {secret && (
          <Alert>
            <AlertTitle>Signing secret — shown once</AlertTitle>
            <AlertDescription>
              <code className="block break-all">{secret}</code>
            </AlertDescription>
          </Alert>
        )}
        <ul className="divide-y text-sm">
          {(hooks.data?.webhooks ?? []).map((h) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-all">{h.url}</span>
              {h.disabledAt ? (
                <Badge variant="outline">Disabled</Badge>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => test.mutate(h.id, { onSuccess: () => toast.success('Test event queued') })}
                >
                  Send test
                </Button>
              )}
            </li>
          ))}
        </ul>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Delivery log</h3>
          {(hooks.data?.deliveries.length ?? 0) === 0 ? (
            <p className="text-sm text-muted-foreground">No deliveries yet.</p>
          ) : (
            <ul className="divide-y text-sm">
              {hooks.data!.deliveries.map((d) => (
                <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <code>{d.event}</code> · {formatDateTime(d.createdAt)}
                  </span>
                  <span className="text-muted-foreground">
                    {d.status} · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
                    {d.lastStatusCode ? ` · HTTP ${d.lastStatusCode}` : ''}
                    {d.lastError && d.status !== 'delivered' ? ` · ${d.lastError}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
