import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PlusIcon } from 'lucide-react';
import type { FaqItem } from '@nairalens/core/help/faq.ts';
import { faqContent } from '@nairalens/core/api/content.ts';
import { FaqSearch } from '@/components/faq-search.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import type { ContentView } from '../api/admin-api.ts';
import { ContentPublishBar } from './content-history.tsx';
import { ContentField, ContentItem, ContentListError, useSaveDraft } from './content-list-parts.tsx';

// The server's own rules for a FAQ (core/api/content.ts), checked before the draft is sent.
const schema = z.object({ items: faqContent });
type Values = z.infer<typeof schema>;

/** The FAQ: edit questions and answers, preview them as /faq shows them, save a draft, publish. */
export function FaqEditor({ view }: { view: ContentView<'faq'> }) {
  const start = view.draft?.content ?? view.published?.content ?? view.default;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { items: start } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const [preview, setPreview] = useState<FaqItem[] | null>(null);
  const { saveDraft, saving } = useSaveDraft('faq');
  const errors = form.formState.errors.items;
  const submit = form.handleSubmit((v) => saveDraft(v.items));

  return (
    <div className="space-y-4">
      <ContentPublishBar kind="faq" view={view} />
      <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
        {fields.map((f, i) => (
          <ContentItem
            key={f.id}
            legend={`Question ${i + 1}`}
            removeLabel={`Remove question ${i + 1}`}
            onRemove={() => remove(i)}
          >
            <div className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <ContentField label="Id" error={errors?.[i]?.id}>
                {(field) => <Input {...field} {...form.register(`items.${i}.id`)} />}
              </ContentField>
              <ContentField label="Question" error={errors?.[i]?.question}>
                {(field) => <Input {...field} {...form.register(`items.${i}.question`)} />}
              </ContentField>
            </div>
            <ContentField label="Answer" error={errors?.[i]?.answer}>
              {(field) => <Textarea {...field} rows={3} {...form.register(`items.${i}.answer`)} />}
            </ContentField>
          </ContentItem>
        ))}
        <ContentListError error={errors} />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => append({ id: `question-${fields.length + 1}`, question: '', answer: '' })}
          >
            <PlusIcon aria-hidden /> Add question
          </Button>
          <Button type="button" variant="outline" onClick={() => setPreview(form.getValues('items'))}>
            Preview
          </Button>
          <Button type="submit" disabled={saving}>
            Save draft
          </Button>
        </div>
      </form>
      {preview ? (
        <section aria-label="Preview" className="rounded-xl border border-dashed p-4">
          <p className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Preview — as /faq will show it
          </p>
          <FaqSearch items={preview} />
        </section>
      ) : null}
    </div>
  );
}
