import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SaveIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notificationsQuery, saveNotificationPreferences, type NotificationPreferences } from '../api/account.ts';

const SWITCHES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'analysisCompleted',
    label: 'Analysis completed',
    description: 'An email when your statement analysis is ready.',
  },
  { key: 'paymentReceipts', label: 'Payment receipts', description: 'Receipts for token purchases and subscriptions.' },
  { key: 'monthlyDigest', label: 'Monthly digest', description: 'A monthly summary of your money and your analyses.' },
  { key: 'productUpdates', label: 'Product updates', description: 'News about new NairaLens features.' },
];

export function NotificationsTab() {
  const id = useId();
  const queryClient = useQueryClient();
  const saved = useQuery(notificationsQuery);
  const [values, setValues] = useState<NotificationPreferences | null>(null);
  useEffect(() => {
    if (saved.data && !values) setValues(saved.data);
  }, [saved.data, values]);

  const save = useMutation({
    mutationFn: (prefs: NotificationPreferences) => saveNotificationPreferences(prefs),
    onSuccess: ({ preferences }) => {
      queryClient.setQueryData(notificationsQuery.queryKey, preferences);
      toast.success('Preferences updated', { description: 'Your notification preferences have been saved.' });
    },
    onError: (error) => toast.error('Error', { description: errorMessage(error) }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email Notifications</CardTitle>
        <CardDescription>Choose which emails NairaLens sends you. Security emails are always sent.</CardDescription>
      </CardHeader>
      <CardContent>
        {!values ? (
          saved.isError ? (
            <p className="text-sm text-destructive">{errorMessage(saved.error)}</p>
          ) : (
            <div className="grid gap-4">
              {SWITCHES.map((s) => (
                <Skeleton key={s.key} className="h-12 w-full" />
              ))}
            </div>
          )
        ) : (
          <ul className="divide-y">
            {SWITCHES.map((s) => (
              <li key={s.key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${s.key}`} className="text-sm font-medium">
                    {s.label}
                  </Label>
                  <p id={`${id}-${s.key}-hint`} className="text-sm text-muted-foreground">
                    {s.description}
                  </p>
                </div>
                <Switch
                  id={`${id}-${s.key}`}
                  checked={values[s.key]}
                  onCheckedChange={(checked) => setValues((v) => (v ? { ...v, [s.key]: checked } : v))}
                  aria-describedby={`${id}-${s.key}-hint`}
                  disabled={save.isPending}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-end border-t pt-6">
        <Button onClick={() => values && save.mutate(values)} disabled={!values || save.isPending}>
          {save.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : <SaveIcon />}
          Save Preferences
        </Button>
      </CardFooter>
    </Card>
  );
}
