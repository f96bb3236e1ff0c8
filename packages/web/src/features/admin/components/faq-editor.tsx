import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { FaqItem } from '@nairalens/core/help/faq.ts';
import { FaqSearch } from '@/components/faq-search.tsx';
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
        id: z.string().trim().regex(/^[a-z0-9-]{1,60}$/, 'Lowercase letters, digits and dashes.'),
        question: z.string().trim().min(5, 'At least 5 characters.').max(200),
        answer: z.string().trim().min(5, 'At least 5 characters.').max(3000),
      }),
    )
    .min(1, 'Keep at least one question.'),
});
type Values = z.infer<typeof schema>;

/** The FAQ: edit questions and answers, preview them as /faq shows them, save a draft, publish. */
export function FaqEditor({ view }: { view: ContentView<FaqItem[]> }) {
  const start = view.draft?.content ?? view.published?.content ?? view.default;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { items: start } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const [preview, setPreview] = useState<FaqItem[] | null>(null);
  const { save } = useContentActions('faq');
  const errors = form.formState.errors.items;

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
      <ContentPublishBar kind="faq" view={view} />
      <form onSubmit={submit} className="space-y-3" noValidate>
        {fields.map((f, i) => (
          <fieldset key={f.id} className="space-y-2 rounded-lg border p-3">
            <div className="flex items-center justify-between gap-2">
              <legend className="text-sm font-medium">Question {i + 1}</legend>
              <Button type="button" size="sm" variant="ghost" aria-label={`Remove question ${i + 1}`} onClick={() => remove(i)}>
                <Trash2Icon aria-hidden />
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <div className="space-y-1">
                <Label htmlFor={`faq-${i}-id`}>Id</Label>
                <Input id={`faq-${i}-id`} {...form.register(`items.${i}.id`)} />
                {errors?.[i]?.id ? <p className="text-xs text-destructive">{errors[i].id.message}</p> : null}
              </div>
              <div className="space-y-1">
                <Label htmlFor={`faq-${i}-q`}>Question</Label>
                <Input id={`faq-${i}-q`} {...form.register(`items.${i}.question`)} />
                {errors?.[i]?.question ? <p className="text-xs text-destructive">{errors[i].question.message}</p> : null}
              </div>
            </div>
            <div className="space-y-1">
              <Label htmlFor={`faq-${i}-a`}>Answer</Label>
              <Textarea id={`faq-${i}-a`} rows={3} {...form.register(`items.${i}.answer`)} />
              {errors?.[i]?.answer ? <p className="text-xs text-destructive">{errors[i].answer.message}</p> : null}
            </div>
          </fieldset>
        ))}
        {errors?.root?.message || errors?.message ? <p className="text-sm text-destructive">{errors.root?.message ?? errors.message}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => append({ id: `question-${fields.length + 1}`, question: '', answer: '' })}>
            <PlusIcon aria-hidden /> Add question
          </Button>
          <Button type="button" variant="outline" onClick={() => setPreview(form.getValues('items'))}>
            Preview
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save draft
          </Button>
        </div>
      </form>
      {preview ? (
        <section aria-label="Preview" className="rounded-xl border border-dashed p-4">
          <p className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">Preview — as /faq will show it</p>
          <FaqSearch items={preview} />
        </section>
      ) : null}
    </div>
  );
}
