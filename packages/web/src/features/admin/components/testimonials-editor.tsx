import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { Testimonial } from '@nairalens/core/content/testimonials.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useContentActions, type ContentView } from '../api/admin-api.ts';
import { ContentPublishBar } from './content-history.tsx';

const schema = z.object({
  items: z
    .array(
      z.object({
        quote: z.string().trim().min(10, 'At least 10 characters.').max(400),
        name: z.string().trim().min(2, 'Write a name.').max(60),
        role: z.string().trim().min(2, 'Write who they are, e.g. "POS agent, Ibadan".').max(80),
      }),
    )
    .max(12, 'Keep it to 12 testimonials.'),
});
type Values = z.infer<typeof schema>;

/** The landing page's testimonials: edit, preview as the landing page shows them, save a draft, publish. */
export function TestimonialsEditor({ view }: { view: ContentView<Testimonial[]> }) {
  const start = view.draft?.content ?? view.published?.content ?? view.default;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { items: start } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const { save } = useContentActions('testimonials');
  const errors = form.formState.errors.items;
  const live = form.watch('items');

  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v.items);
      toast.success('Draft saved');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });

  return (
    <div className="space-y-4">
      <ContentPublishBar kind="testimonials" view={view} />
      <p className="text-sm text-muted-foreground">
        Shown under &ldquo;What people tell us&rdquo; on the landing page; with none, that section is hidden.
      </p>
      <form onSubmit={submit} className="space-y-3" noValidate>
        {fields.map((f, i) => (
          <fieldset key={f.id} className="space-y-2 rounded-lg border p-3">
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-medium">Testimonial {i + 1}</legend>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove testimonial ${i + 1}`}
                onClick={() => remove(i)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </div>
            <div className="space-y-1">
              <Label htmlFor={`t-${i}-quote`}>Quote</Label>
              <Textarea id={`t-${i}-quote`} rows={3} {...form.register(`items.${i}.quote`)} />
              {errors?.[i]?.quote ? <p className="text-xs text-destructive">{errors[i].quote.message}</p> : null}
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor={`t-${i}-name`}>Name</Label>
                <Input id={`t-${i}-name`} {...form.register(`items.${i}.name`)} />
                {errors?.[i]?.name ? <p className="text-xs text-destructive">{errors[i].name.message}</p> : null}
              </div>
              <div className="space-y-1">
                <Label htmlFor={`t-${i}-role`}>Who they are</Label>
                <Input id={`t-${i}-role`} {...form.register(`items.${i}.role`)} />
                {errors?.[i]?.role ? <p className="text-xs text-destructive">{errors[i].role.message}</p> : null}
              </div>
            </div>
          </fieldset>
        ))}
        {errors?.root?.message || errors?.message ? (
          <p className="text-sm text-destructive">{errors.root?.message ?? errors.message}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => append({ quote: '', name: '', role: '' })}>
            <PlusIcon aria-hidden /> Add testimonial
          </Button>
          <Button type="submit" disabled={save.isPending}>
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
