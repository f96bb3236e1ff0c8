import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from 'sonner';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { HELP_TOPICS, helpTopics, type PublishedHelpAnswer } from '@nairalens/core/help/knowledge-base.ts';
import { answerQuestion } from '@nairalens/core/help/match-intent.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useContentActions, type ContentView } from '../api/admin-api.ts';
import { ContentPublishBar } from './content-history.tsx';

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
        id: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,60}$/, 'Lowercase letters, digits and dashes.'),
        title: z.string().trim().min(3, 'At least 3 characters.').max(80),
        answer: z.string().trim().min(5, 'At least 5 characters.').max(2000),
        keywords: z.string().max(600),
        linkLabel: z.string().trim().max(40),
        linkTo: z.union([
          z.literal(''),
          z.string().regex(/^\/[a-z0-9/_-]*$/, 'A path on this site, like /app/wallet.'),
        ]),
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
export function HelpAnswersEditor({ view }: { view: ContentView<PublishedHelpAnswer[]> }) {
  const start = view.draft?.content ?? view.published?.content ?? view.default;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { items: start.map(toRow) } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const [builtIn, setBuiltIn] = useState('');
  const [question, setQuestion] = useState('');
  const [tried, setTried] = useState<{ text: string; topicId: string | null } | null>(null);
  const { save } = useContentActions('help-answers');
  const errors = form.formState.errors.items;

  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v.items.map(toAnswer));
      toast.success('Draft saved');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  });
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
      <form onSubmit={submit} className="space-y-3" noValidate>
        {fields.map((f, i) => (
          <fieldset key={f.id} className="space-y-2 rounded-lg border p-3">
            <div className="flex items-center justify-between gap-2">
              <legend className="min-w-0 truncate text-sm font-medium">
                {BUILT_IN.has(form.watch(`items.${i}.id`)) ? 'Replaces built-in answer' : 'New answer'} {i + 1}
              </legend>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove answer ${i + 1}`}
                onClick={() => remove(i)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <Field label="Id" id={`ha-${i}-id`} error={errors?.[i]?.id?.message}>
                <Input id={`ha-${i}-id`} {...form.register(`items.${i}.id`)} />
              </Field>
              <Field label="Title" id={`ha-${i}-title`} error={errors?.[i]?.title?.message}>
                <Input id={`ha-${i}-title`} {...form.register(`items.${i}.title`)} />
              </Field>
            </div>
            <Field label="Answer" id={`ha-${i}-answer`} error={errors?.[i]?.answer?.message}>
              <Textarea id={`ha-${i}-answer`} rows={3} {...form.register(`items.${i}.answer`)} />
            </Field>
            <Field label="Keywords" id={`ha-${i}-kw`} error={errors?.[i]?.keywords?.message}>
              <Input
                id={`ha-${i}-kw`}
                placeholder="easter:3, public holiday:2"
                {...form.register(`items.${i}.keywords`)}
              />
            </Field>
            <div className="grid gap-2 sm:grid-cols-2">
              <Field label="Link text (optional)" id={`ha-${i}-ll`} error={errors?.[i]?.linkLabel?.message}>
                <Input id={`ha-${i}-ll`} {...form.register(`items.${i}.linkLabel`)} />
              </Field>
              <Field label="Link path (optional)" id={`ha-${i}-lt`} error={errors?.[i]?.linkTo?.message}>
                <Input id={`ha-${i}-lt`} placeholder="/contact" {...form.register(`items.${i}.linkTo`)} />
              </Field>
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...form.register(`items.${i}.enabled`)} /> In use
            </label>
          </fieldset>
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
          <Button type="submit" disabled={save.isPending}>
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

function Field({
  label,
  id,
  error,
  children,
}: {
  label: string;
  id: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? <p className="text-xs text-destructive">{error}</p> : null}
    </div>
  );
}
