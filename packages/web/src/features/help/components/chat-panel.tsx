import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link } from 'react-router';
import { ArrowRightIcon, BotIcon, SendIcon } from 'lucide-react';
import { answerQuestion } from '@nairalens/core/help/match-intent.ts';
import { HELP_QUICK_ACTIONS, HELP_WELCOME, type HelpLink } from '@nairalens/core/help/knowledge-base.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';
import { useHelpTopics } from '../api/help-topics.ts';

/** Spec §9: the assistant answers after 1 s. */
export const CHAT_REPLY_DELAY_MS = 1000;

/** A question is at least one character that is not a space; Send stays off until then, so no error is shown. */
const questionSchema = z.object({ question: z.string().trim().min(1).max(500) });

type ChatMessage = { id: number; type: 'bot' | 'user'; message: string; timestamp: Date; link?: HelpLink };

const time = new Intl.DateTimeFormat('en-NG', { hour: 'numeric', minute: '2-digit' });

/** The scripted help assistant: intent matching over the knowledge base in @nairalens/core/help, no live chat. */
export function ChatPanel() {
  const id = useId();
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, type: 'bot', message: HELP_WELCOME, timestamp: new Date() },
  ]);
  const form = useForm<z.infer<typeof questionSchema>>({
    resolver: zodResolver(questionSchema),
    defaultValues: { question: '' },
  });
  const input = form.watch('question');
  const [pending, setPending] = useState(0);
  const timers = useRef<number[]>([]);
  const logRef = useRef<HTMLDivElement>(null);
  // Read when the reply is due, so an answer published (or a price changed) meanwhile is the one given.
  const currentTopics = useHelpTopics();
  const topics = useRef(currentTopics);
  useEffect(() => {
    topics.current = currentTopics;
  });

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  function ask(question: string) {
    const text = question.trim();
    if (!text) return;
    setMessages((m) => [...m, { id: nextId.current++, type: 'user', message: text, timestamp: new Date() }]);
    form.reset();
    setPending((p) => p + 1);
    const timer = window.setTimeout(() => {
      const answer = answerQuestion(text, topics.current);
      setMessages((m) => [
        ...m,
        { id: nextId.current++, type: 'bot', message: answer.text, timestamp: new Date(), link: answer.link },
      ]);
      setPending((p) => p - 1);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  }

  const onSubmit = form.handleSubmit(({ question }) => ask(question));

  return (
    <Card className="flex flex-col">
      <CardHeader className="border-b pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <BotIcon className="size-4" aria-hidden />
          </span>
          Help assistant
        </CardTitle>
        <CardDescription>Instant answers about NairaLens. For anything personal, use the contact form.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4 p-0">
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label="Conversation with the help assistant"
          className="h-[22rem] space-y-4 overflow-y-auto px-4 py-5 sm:h-[26rem] sm:px-6"
        >
          {messages.map((m) => (
            <div key={m.id} className={cn('flex', m.type === 'user' ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-xs',
                  m.type === 'user' ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm border bg-muted/60',
                )}
                data-chat-role={m.type}
              >
                <span className="sr-only">{m.type === 'user' ? 'You said: ' : 'Assistant: '}</span>
                <p className="whitespace-pre-line">{m.message}</p>
                {m.link && (
                  <Link
                    to={m.link.to}
                    className="mt-2 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {m.link.label} <ArrowRightIcon className="size-3.5" aria-hidden />
                  </Link>
                )}
                <p className={cn('mt-1 text-[11px]', m.type === 'user' ? 'text-primary-foreground/80' : 'text-muted-foreground')}>
                  {time.format(m.timestamp)}
                </p>
              </div>
            </div>
          ))}
          {pending > 0 && (
            <div className="flex justify-start">
              <div className="rounded-2xl rounded-bl-sm border bg-muted/60 px-4 py-3" aria-label="The assistant is typing">
                <span className="flex gap-1" aria-hidden>
                  {[0, 150, 300].map((d) => (
                    <span key={d} className="size-1.5 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${d}ms` }} />
                  ))}
                </span>
              </div>
            </div>
          )}
        </div>

        <div className="border-t px-4 pt-4 pb-5 sm:px-6">
          <p id={`${id}-chips`} className="mb-2 text-xs font-medium text-muted-foreground">
            Quick questions
          </p>
          <ul className="mb-4 flex flex-wrap gap-2" aria-labelledby={`${id}-chips`}>
            {HELP_QUICK_ACTIONS.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  onClick={() => ask(q)}
                  className="rounded-full border bg-background px-3 py-1.5 text-xs font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
          {/* The label is for screen readers only, so the field is wired by hand rather than with FormField. */}
          <form onSubmit={(e) => void onSubmit(e)} className="flex gap-2">
            <label htmlFor={`${id}-input`} className="sr-only">
              Ask a question
            </label>
            <Input
              id={`${id}-input`}
              {...form.register('question')}
              placeholder="Ask a question..."
              autoComplete="off"
              maxLength={500}
            />
            <Button type="submit" disabled={!input.trim()} aria-label="Send">
              <SendIcon /> <span className="hidden sm:inline">Send</span>
            </Button>
          </form>
        </div>
      </CardContent>
    </Card>
  );
}
