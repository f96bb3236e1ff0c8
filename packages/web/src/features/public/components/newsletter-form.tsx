import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { subscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { EMAIL_INVALID_MESSAGE, isEmail } from '../lib/validate.ts';

/**
 * The footer newsletter: double opt-in (a confirmation e-mail), stored on the server. It checks the e-mail with the
 * server's own rule (core's `isEmail`) and uses the shared field component, but not react-hook-form + zod: the footer
 * ships with every public page, and those two would add about 39 KB gzipped to the landing page's 152 KB budget.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Plain state rather than useMutation: the footer ships with every public page, so it stays light.
  const [pending, setPending] = useState(false);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!isEmail(email)) {
      setError(EMAIL_INVALID_MESSAGE);
      return;
    }
    setError(null);
    setPending(true);
    subscribeNewsletter({ email: email.trim(), website })
      .then((res) => {
        setDone(res.message);
        setEmail('');
        toast.success('Check your inbox', { description: res.message });
      })
      .catch((err: unknown) => toast.error('Subscription failed', { description: errorMessage(err) }))
      .finally(() => setPending(false));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        Money tips, once a month
      </h2>
      <p className="text-sm text-muted-foreground">
        Practical advice for your naira. No spam; unsubscribe in one click.
      </p>
      <FormField
        label={<span className="sr-only">Email address</span>}
        error={error ?? undefined}
        className="gap-0 [&>[role=alert]]:mt-2"
      >
        {(field) => (
          <div className="flex gap-2">
            <Input
              {...field}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setDone(null);
              }}
              aria-describedby={field['aria-describedby'] ?? (done ? `${id}-done` : undefined)}
              className="min-w-0"
            />
            {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
            <input
              type="text"
              name="website"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              className="absolute -left-[9999px] h-px w-px opacity-0"
            />
            <Button type="submit" disabled={pending}>
              {pending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
        )}
      </FormField>
      {done && (
        <p id={`${id}-done`} className="text-sm text-primary" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
