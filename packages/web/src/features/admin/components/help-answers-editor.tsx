import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { helpAnswerItemSchema, helpLinkSchema } from '@nairalens/core/api/content.ts';
import { PlusIcon } from 'lucide-react';
import { HELP_TOPICS, helpTopics, type PublishedHelpAnswer } from '@nairalens/core/help/knowledge-base.ts';
import { answerQuestion } from '@nairalens/core/help/match-intent.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { ContentView } from '../api/admin-api.ts';
import { ContentPublishBar } from './content-history.tsx';
import { ContentField, ContentItem, useSaveDraft } from './content-list-parts.tsx';

const BUILT_IN = new Map(HELP_TOPICS.map((t) => [t.id, t]));

/** "easter:3, bank holiday" → { easter: 3, 'bank holiday': 2 } (a keyword without a weight is a strong hint, 2). */
function parseKeywords(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [word, weight] = part.split(':');
    const key = (word ?? '').trim().toLocaleLowerCase('en').replace(/\s+/g, ' ');
    if (key) out[key] = Math.min(4, Math.max(1, Number.parseInt(weight ?? '', 10) || 2));
  }
  return out;
}
const keywordsText = (k: Readonly<Record<string, number>>) =>
  Object.entries(k)
    .map(([w, n]) => `${w}:${n}`)
    .join(', ');

const schema = z.object({
  items: z.array(
    z
      .object({
        // The server's own rules for these fields (core/api/content.ts); keywords and link are edited as text here.
        id: helpAnswerItemSchema.shape.id,
        title: helpAnswerItemSchema.shape.title,
        answer: helpAnswerItemSchema.shape.answer,
        keywords: z.string().max(600),
        linkLabel: z.string().trim().max(40),
        linkTo: z.union([z.literal(''), helpLinkSchema.shape.to]),
        enabled: z.boolean(),
      })
      .refine((v) => BUILT_IN.has(v.id) || Object.keys(parseKeywords(v.keywords)).length > 0, {
        message: 'A new answer needs at least one keyword.',
        path: ['keywords'],
      }),
  ),
});
type Values = z.infer<typeof schema>;
type Row = Values['items'][number];

const toRow = (a: PublishedHelpAnswer): Row => ({
  id: a.id,
  title: a.title,
  answer: a.answer,
  keywords: keywordsText(a.keywords),
  linkLabel: a.link?.label ?? '',
  linkTo: a.link?.to ?? '',
  enabled: a.enabled,
});
const toAnswer = (r: Row): PublishedHelpAnswer => ({
  id: r.id.trim(),
  title: r.title.trim(),
  answer: r.answer.trim(),
  keywords: parseKeywords(r.keywords),
  link: r.linkLabel.trim() && r.linkTo ? { label: r.linkLabel.trim(), to: r.linkTo } : null,
  enabled: r.enabled,
});

/**
 * The help assistant's answers: replace or retire a built-in answer, or add one with its keywords; try a question
 * against the edited answers before saving the draft and publishing.
 */
export function HelpAnswersEditor({ view }: { view: ContentView<'help-answers'> }) {
  const start = view.draft?.content ?? view.published?.content ?? view.default;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { items: start.map(toRow) } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const [builtIn, setBuiltIn] = useState('');
  const [question, setQuestion] = useState('');
  const [tried, setTried] = useState<{ text: string; topicId: string | null } | null>(null);
  const { saveDraft, saving } = useSaveDraft('help-answers');
  const errors = form.formState.errors.items;
  const submit = form.handleSubmit((v) => saveDraft(v.items.map(toAnswer)));
  const replaceBuiltIn = () => {
    const t = BUILT_IN.get(builtIn);
    if (!t || form.getValues('items').some((r) => r.id === t.id)) return;
    append({
      id: t.id,
      title: t.title,
      answer: t.answer,
      keywords: '',
      linkLabel: t.link?.label ?? '',
      linkTo: t.link?.to ?? '',
      enabled: true,
    });
  };
  const tryQuestion = () => {
    const topics = helpTopics({ published: form.getValues('items').map(toAnswer) });
    const a = answerQuestion(question, topics);
    setTried({ text: a.text, topicId: a.topicId });
  };

  return (
    <div className="space-y-4">
      <ContentPublishBar kind="help-answers" view={view} />
      <p className="text-sm text-muted-foreground">
        The assistant answers from its built-in knowledge base. An answer here with a built-in id replaces that answer
        (keywords left empty keep the built-in ones; untick &ldquo;In use&rdquo; to retire it); a new id adds an answer,
        found by its keywords (<code>word:weight</code>, weight 1-4, 3 when the word alone identifies the topic).
      </p>
      <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
        {fields.map((f, i) => (
          <ContentItem
            key={f.id}
            legend={`${BUILT_IN.has(form.watch(`items.${i}.id`)) ? 'Replaces built-in answer' : 'New answer'} ${i + 1}`}
            removeLabel={`Remove answer ${i + 1}`}
            onRemove={() => remove(i)}
          >
            <div className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <ContentField label="Id" error={errors?.[i]?.id}>
                {(field) => <Input {...field} {...form.register(`items.${i}.id`)} />}
              </ContentField>
              <ContentField label="Title" error={errors?.[i]?.title}>
                {(field) => <Input {...field} {...form.register(`items.${i}.title`)} />}
              </ContentField>
            </div>
            <ContentField label="Answer" error={errors?.[i]?.answer}>
              {(field) => <Textarea {...field} rows={3} {...form.register(`items.${i}.answer`)} />}
            </ContentField>
            <ContentField label="Keywords" error={errors?.[i]?.keywords}>
              {(field) => (
                <Input {...field} placeholder="easter:3, public holiday:2" {...form.register(`items.${i}.keywords`)} />
              )}
            </ContentField>
            <div className="grid gap-2 sm:grid-cols-2">
              <ContentField label="Link text (optional)" error={errors?.[i]?.linkLabel}>
                {(field) => <Input {...field} {...form.register(`items.${i}.linkLabel`)} />}
              </ContentField>
              <ContentField label="Link path (optional)" error={errors?.[i]?.linkTo}>
                {(field) => <Input {...field} placeholder="/contact" {...form.register(`items.${i}.linkTo`)} />}
              </ContentField>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.register(`items.${i}.enabled`)} /> In use
            </label>
          </ContentItem>
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              append({
                id: `answer-${fields.length + 1}`,
                title: '',
                answer: '',
                keywords: '',
                linkLabel: '',
                linkTo: '',
                enabled: true,
              })
            }
          >
            <PlusIcon aria-hidden /> Add answer
          </Button>
          <div className="flex min-w-0 flex-wrap items-end gap-2">
            <div className="min-w-0 space-y-1">
              <Label htmlFor="ha-builtin">Built-in answer</Label>
              <select
                id="ha-builtin"
                className="h-9 max-w-full rounded-md border bg-background px-2 text-sm"
                value={builtIn}
                onChange={(e) => setBuiltIn(e.target.value)}
              >
                <option value="">Choose…</option>
                {HELP_TOPICS.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title}
                  </option>
                ))}
              </select>
            </div>
            <Button type="button" variant="outline" disabled={!builtIn} onClick={replaceBuiltIn}>
              Replace it
            </Button>
          </div>
          <Button type="submit" disabled={saving}>
            Save draft
          </Button>
        </div>
      </form>
      <section aria-label="Preview" className="space-y-2 rounded-xl border border-dashed p-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Preview — ask the assistant with these answers
        </p>
        <div className="flex flex-wrap gap-2">
          <Input
            aria-label="Question to try"
            className="min-w-0 flex-1"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder="Are you open at Easter?"
          />
          <Button type="button" variant="outline" disabled={!question.trim()} onClick={tryQuestion}>
            Try it
          </Button>
        </div>
        {tried ? (
          <div className="rounded-lg bg-muted p-3 text-sm">
            <p className="mb-1 text-xs text-muted-foreground">
              {tried.topicId ? `Answer: ${tried.topicId}` : 'No answer matched: the fallback'}
            </p>
            <p data-testid="assistant-preview">{tried.text}</p>
          </div>
        ) : null}
      </section>
    </div>
  );
}
