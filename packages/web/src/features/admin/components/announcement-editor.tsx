import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from 'sonner';
import { announcementContent, type Announcement } from '@nairalens/core/api/content.ts';
import { AnnouncementBar } from '@/components/announcement-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useContentActions, type ContentView } from '../api/admin-api.ts';
import { ContentPublishBar } from './content-history.tsx';

/** The site banner above the public pages: text, tone, on/off, with a live preview (never e-mailed). */
export function AnnouncementEditor({ view }: { view: ContentView<'announcement'> }) {
  const form = useForm<z.input<typeof announcementContent>, unknown, Announcement>({
    resolver: zodResolver(announcementContent),
    defaultValues: view.draft?.content ?? view.published?.content ?? view.default,
  });
  const { save } = useContentActions('announcement');
  const live = form.watch();
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v);
      toast.success('Draft saved');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });
  return (
    <div className="space-y-4">
      <ContentPublishBar kind="announcement" view={view} />
      <p className="text-sm text-muted-foreground">
        A one-line bar above the public pages, for as long as it is on. It is not e-mailed: to tell people by e-mail,
        send a product update.
      </p>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <FormField label="Announcement" className="gap-1" error={form.formState.errors.text?.message}>
          {(field) => <Input {...field} {...form.register('text')} />}
        </FormField>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" {...form.register('active')} /> Show on the public pages
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="info" {...form.register('tone')} /> Information
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="warning" {...form.register('tone')} /> Warning
          </label>
        </div>
        <Button type="submit" disabled={save.isPending}>
          Save draft
        </Button>
      </form>
      <section aria-label="Preview" className="overflow-hidden rounded-xl border border-dashed">
        <p className="px-4 pt-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">Preview</p>
        <div className="p-2">
          {live.active && live.text ? (
            <AnnouncementBar announcement={{ ...live, active: true, tone: live.tone ?? 'info' }} />
          ) : (
            <p className="p-2 text-sm text-muted-foreground">Hidden.</p>
          )}
        </div>
      </section>
    </div>
  );
}
