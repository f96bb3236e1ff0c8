import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime } from '@/lib/format.ts';
import { plural } from '@nairalens/core/text/plural.ts';
import {
  useAnnouncementActions,
  useAnnouncements,
  type AnnouncementDraft,
  type AnnouncementPreview,
} from '../api/announcements-api.ts';
import { AdminError } from './admin-page.tsx';

const schema = z.object({
  subject: z.string().trim().min(3, 'Write a subject.').max(120),
  body: z.string().trim().min(10, 'Write the announcement (at least 10 characters).').max(5000),
});

/**
 * Product updates: an e-mail sent once to everyone who keeps "product updates" on. Unlike the site banner it is not
 * shown on the site, and it cannot be unsent — so it is previewed, then confirmed with its audience.
 */
export function ProductUpdateEditor() {
  const list = useAnnouncements();
  const { preview, publish } = useAnnouncementActions();
  const form = useForm<AnnouncementDraft>({ resolver: zodResolver(schema), defaultValues: { subject: '', body: '' } });
  const [shown, setShown] = useState<AnnouncementPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const errors = form.formState.errors;

  const showPreview = form.handleSubmit(async (v) => {
    try {
      setShown(await preview.mutateAsync(v));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });
  const send = async () => {
    try {
      await publish.mutateAsync(form.getValues());
      toast.success('Product update published: the e-mails are on their way');
      form.reset({ subject: '', body: '' });
      setShown(null);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        An e-mail to the people who turned product updates on in Settings › Notifications
        {list.data ? ` (${plural(list.data.audience, 'person', 'people')} now)` : ''}. It is not shown on the site: for
        that, use the site banner.
      </p>
      <form onSubmit={showPreview} className="space-y-3" noValidate>
        <FormField label="Subject" className="gap-1" error={errors.subject?.message}>
          {(field) => <Input {...field} {...form.register('subject', { onChange: () => setShown(null) })} />}
        </FormField>
        <FormField
          label="Message"
          className="gap-1"
          hint="Plain text; a blank line starts a new paragraph."
          error={errors.body?.message}
        >
          {(field) => <Textarea {...field} rows={6} {...form.register('body', { onChange: () => setShown(null) })} />}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" disabled={preview.isPending}>
            Preview e-mail
          </Button>
          <Button type="button" disabled={!shown || publish.isPending} onClick={() => setConfirming(true)}>
            Publish and send
          </Button>
        </div>
      </form>
      {shown ? (
        <section aria-label="Preview" className="space-y-2 rounded-xl border border-dashed p-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Preview — subject: {shown.subject}
          </p>
          {/* The server's own rendering of the e-mail; sandboxed, so nothing in it runs. */}
          <iframe
            title="E-mail preview"
            sandbox=""
            srcDoc={shown.html}
            className="h-96 w-full rounded-lg border bg-white"
          />
        </section>
      ) : null}
      <section aria-labelledby="sent-updates" className="space-y-2">
        <h3 id="sent-updates" className="text-sm font-semibold">
          Sent product updates
        </h3>
        {list.error ? (
          <AdminError error={list.error} />
        ) : !list.data ? (
          <Skeleton className="h-16" />
        ) : list.data.announcements.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <ul className="divide-y text-sm">
            {list.data.announcements.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 font-medium break-words">{a.subject}</span>
                <span className="text-muted-foreground">
                  {a.sentAt
                    ? `Sent ${formatDateTime(a.sentAt)} to ${plural(a.recipients, 'person', 'people')}`
                    : `Sending since ${formatDateTime(a.createdAt)}…`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Send this product update?</AlertDialogTitle>
            <AlertDialogDescription>
              &ldquo;{shown?.subject}&rdquo; goes by e-mail to {plural(shown?.audience ?? 0, 'person', 'people')} who
              keep product updates on. An e-mail cannot be unsent.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={send}>Send</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
