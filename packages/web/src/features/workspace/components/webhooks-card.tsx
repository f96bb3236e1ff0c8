import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { webhookInputSchema, type WebhookInput } from '@nairalens/core/api/workspace-console.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useCreateWebhook, useSendTest, useWebhooks } from '../api/console.ts';

export function WebhooksCard() {
  const hooks = useWebhooks(true);
  const create = useCreateWebhook();
  const test = useSendTest();
  const form = useForm<WebhookInput>({ resolver: zodResolver(webhookInputSchema), defaultValues: { url: '' } });
  const url = form.watch('url');
  const [secret, setSecret] = useState<string | null>(null);
  // Whether the address is public is the server's check (it resolves the host); its answer comes back as a toast.
  const submit = form.handleSubmit(({ url: address }) =>
    create.mutate(address, {
      onSuccess: (r) => {
        setSecret(r.webhook.secret);
        form.reset();
      },
      onError: (err) => toast.error(errorMessage(err)),
    }),
  );
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
        <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField label="Endpoint URL" className="gap-1.5" error={form.formState.errors.url?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('url')}
                type="url"
                required
                maxLength={500}
                placeholder="https://example.com/hooks/nairalens"
              />
            )}
          </FormField>
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
