import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { supportReplySchema } from '@nairalens/core/api/contact-message.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useSupportAction, useSupportMessage } from '../api/admin-api.ts';
import { AdminError } from './admin-page.tsx';

export const STATUS_LABEL = { open: 'Open', answered: 'Answered', closed: 'Closed' } as const;

/** One message: what the person wrote, the reply if any, and the reply form (the reply is e-mailed to them). */
export function SupportThread({ id }: { id: string }) {
  const { data, error, isPending } = useSupportMessage(id);
  const action = useSupportAction(id);
  const form = useForm({ resolver: zodResolver(supportReplySchema), defaultValues: { reply: '' } });

  if (error) return <AdminError error={error} />;
  if (isPending || !data) return <Skeleton className="h-64 w-full" />;
  const m = data.message;

  const submit = form.handleSubmit(async ({ reply }) => {
    try {
      await action.mutateAsync({ kind: 'reply', reply });
      form.reset();
      toast.success(`Reply e-mailed to ${m.email}`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });
  const close = async () => {
    try {
      await action.mutateAsync({ kind: 'close' });
      toast.success('Message closed');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={m.status === 'open' ? 'warning' : m.status === 'answered' ? 'success' : 'secondary'}>
            {STATUS_LABEL[m.status]}
          </Badge>
          <span className="text-xs text-muted-foreground">{m.userId ? 'Signed-in person' : 'Guest'}</span>
        </div>
        <CardTitle className="break-words text-lg">{m.subject}</CardTitle>
        <p className="break-all text-sm text-muted-foreground">
          {m.name} · {m.email} · {formatDateTime(m.createdAt)}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-wrap break-words rounded-lg bg-muted p-3 text-sm">{m.message}</p>
        {m.reply ? (
          <div className="rounded-lg border border-success/40 p-3 text-sm">
            <p className="mb-1 text-xs text-muted-foreground">Reply sent {m.repliedAt ? formatDateTime(m.repliedAt) : ''}</p>
            <p className="whitespace-pre-wrap break-words">{m.reply}</p>
          </div>
        ) : null}
        {m.status === 'open' ? (
          <form onSubmit={(e) => void submit(e)} className="space-y-2" noValidate>
            <FormField label="Reply by e-mail" error={form.formState.errors.reply?.message}>
              {(field) => <Textarea {...field} rows={6} {...form.register('reply')} />}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={action.isPending}>
                Send reply
              </Button>
              <Button type="button" variant="outline" disabled={action.isPending} onClick={close}>
                Close without reply
              </Button>
            </div>
          </form>
        ) : m.status === 'answered' ? (
          <Button variant="outline" disabled={action.isPending} onClick={close}>
            Close
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
