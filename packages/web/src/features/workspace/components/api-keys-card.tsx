import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { API_KEY_ROLES, apiKeyInputSchema, type ApiKeyInput } from '@nairalens/core/api/workspace-console.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/console.ts';
import { RoleSelectField } from './role-select-field.tsx';

export function ApiKeysCard() {
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  // The server's schema: a key left unnamed is called "API key".
  const form = useForm<z.input<typeof apiKeyInputSchema>, unknown, ApiKeyInput>({
    resolver: zodResolver(apiKeyInputSchema),
    defaultValues: { name: '', role: 'analyst' },
  });
  const [shown, setShown] = useState<string | null>(null);
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (k) => {
        setShown(k.key);
        form.resetField('name');
      },
      onError: (err) => toast.error(errorMessage(err)),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">API keys</CardTitle>
        <CardDescription>
          Send as <code>Authorization: Bearer &lt;key&gt;</code>. See the{' '}
          <a className="text-primary underline" href="/api/v1/docs" target="_blank" rel="noreferrer">
            API reference
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
        >
          <FormField label="Name" className="gap-1.5" error={form.formState.errors.name?.message}>
            {(field) => <Input {...field} {...form.register('name')} placeholder="e.g. Loan system" maxLength={80} />}
          </FormField>
          <RoleSelectField control={form.control} name="role" roles={API_KEY_ROLES} />
          <Button type="submit" disabled={create.isPending}>
            Create key
          </Button>
        </form>
        {shown && (
          <Alert>
            <AlertTitle>Copy your key now — it is shown only once</AlertTitle>
            <AlertDescription>
              <code className="block break-all" data-testid="new-api-key">
                {shown}
              </code>
            </AlertDescription>
          </Alert>
        )}
        <ul className="divide-y text-sm">
          {(keys.data ?? []).map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{k.name}</span> <code className="text-muted-foreground">{k.prefix}…</code>
                <span className="block text-xs text-muted-foreground">
                  {k.role} · created {formatDateTime(k.createdAt)} ·{' '}
                  {k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : 'never used'}
                </span>
              </span>
              {k.revokedAt ? (
                <Badge variant="outline">Revoked</Badge>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => revoke.mutate(k.id)}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
