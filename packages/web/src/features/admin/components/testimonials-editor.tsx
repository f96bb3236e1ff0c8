import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PlusIcon } from 'lucide-react';
import { testimonialsContent } from '@nairalens/core/api/content.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import type { ContentView } from '../api/admin-api.ts';
import { ContentPublishBar } from './content-history.tsx';
import { ContentField, ContentItem, ContentListError, useSaveDraft } from './content-list-parts.tsx';

// The server's own rules for testimonials (core/api/content.ts), checked before the draft is sent.
const schema = z.object({ items: testimonialsContent });
type Values = z.infer<typeof schema>;

/** The landing page's testimonials: edit, preview as the landing page shows them, save a draft, publish. */
export function TestimonialsEditor({ view }: { view: ContentView<'testimonials'> }) {
  const start = view.draft?.content ?? view.published?.content ?? view.default;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { items: start } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const { saveDraft, saving } = useSaveDraft('testimonials');
  const errors = form.formState.errors.items;
  const live = form.watch('items');
  const submit = form.handleSubmit((v) => saveDraft(v.items));

  return (
    <div className="space-y-4">
      <ContentPublishBar kind="testimonials" view={view} />
      <p className="text-sm text-muted-foreground">
        Shown under &ldquo;What people tell us&rdquo; on the landing page; with none, that section is hidden.
      </p>
      <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
        {fields.map((f, i) => (
          <ContentItem
            key={f.id}
            legend={`Testimonial ${i + 1}`}
            removeLabel={`Remove testimonial ${i + 1}`}
            onRemove={() => remove(i)}
          >
            <ContentField label="Quote" error={errors?.[i]?.quote}>
              {(field) => <Textarea {...field} rows={3} {...form.register(`items.${i}.quote`)} />}
            </ContentField>
            <div className="grid gap-2 sm:grid-cols-2">
              <ContentField label="Name" error={errors?.[i]?.name}>
                {(field) => <Input {...field} {...form.register(`items.${i}.name`)} />}
              </ContentField>
              <ContentField label="Who they are" error={errors?.[i]?.role}>
                {(field) => <Input {...field} {...form.register(`items.${i}.role`)} />}
              </ContentField>
            </div>
          </ContentItem>
        ))}
        <ContentListError error={errors} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => append({ quote: '', name: '', role: '' })}>
            <PlusIcon aria-hidden /> Add testimonial
          </Button>
          <Button type="submit" disabled={saving}>
            Save draft
          </Button>
        </div>
      </form>
      <section aria-label="Preview" className="rounded-xl border border-dashed p-4">
        <p className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Preview — as the landing page shows them
        </p>
        {live.length === 0 ? (
          <p className="text-sm text-muted-foreground">Hidden: no testimonials.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-3">
            {live.map((t, i) => (
              <li key={i}>
                <figure className="flex h-full flex-col rounded-xl border bg-card p-4 shadow-sm">
                  <blockquote className="flex-1 text-sm text-pretty break-words">{t.quote}</blockquote>
                  <figcaption className="mt-3 text-sm">
                    <span className="block font-semibold">{t.name}</span>
                    <span className="block text-xs text-muted-foreground">{t.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
