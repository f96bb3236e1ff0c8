import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Building2Icon, MailIcon, PhoneIcon, SendIcon } from 'lucide-react';
import { AppBreadcrumbs } from '@/components/app-breadcrumbs.tsx';
import { PublicPage } from '@/components/public-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAuth, displayName } from '@/lib/auth.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message.ts';
import { OFFICE, PHONE_HOURS, SUPPORT_EMAIL, SUPPORT_REPLY_TIME } from '../lib/contact-details.ts';
import { isEmail } from '../lib/validate.ts';

type Field = 'name' | 'email' | 'subject' | 'message';
type Errors = Partial<Record<Field, string>>;

const MESSAGE_MAX = 5000;

/** Spec §5: all four required, the e-mail a valid format (the server checks the same). */
function validate(v: ContactMessage): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'Please enter your name.';
  if (!isEmail(v.email)) errors.email = 'Please enter a valid email address.';
  if (!v.subject.trim()) errors.subject = 'Please enter a subject.';
  if (!v.message.trim()) errors.message = 'Please enter your message.';
  else if (v.message.trim().length > MESSAGE_MAX) errors.message = `Please keep your message under ${MESSAGE_MAX} characters.`;
  return errors;
}

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof MailIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 text-sm">
        <h2 className="font-semibold text-base">{title}</h2>
        <div className="mt-1 space-y-0.5 text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {error}
    </p>
  );
}

export default function ContactPage() {
  const id = useId();
  const { user, profile } = useAuth();
  const empty: ContactMessage = { name: '', email: '', subject: '', message: '', website: '' };
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendContactMessage();

  const prefilled = useRef(false);
  const current = values;

  // A signed-in person's name and e-mail are filled in once (still editable).
  useEffect(() => {
    if (prefilled.current || !user) return;
    prefilled.current = true;
    setValues((v) => ({ ...v, name: v.name || displayName(user, profile), email: v.email || user.email }));
  }, [user, profile]);

  function set(field: Field | 'website', value: string) {
    setValues({ ...current, [field]: value });
    if (field !== 'website' && errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validate(current);
    setErrors(found);
    const first = (['name', 'email', 'subject', 'message'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    send.mutate(
      {
        name: current.name.trim(),
        email: current.email.trim(),
        subject: current.subject.trim(),
        message: current.message.trim(),
        website: current.website,
      },
      {
        onSuccess: () => {
          toast.success('Message sent!', {
            description: "Thank you for contacting us. We'll get back to you within 24 hours.",
          });
          setValues(empty);
          setErrors({});
        },
        onError: (err) => {
          toast.error('Error sending message', {
            description: errorMessage(err, 'Something went wrong. Please try again.'),
          });
        },
      },
    );
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: current[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.target.value),
  });

  return (
    <PublicPage>
      <AppBreadcrumbs className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Questions about your analysis, tokens or your data? Send us a message and a person on our team will reply.
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1.5fr]">
        <div className="space-y-4">
          <ContactCard icon={MailIcon} title="E-mail support">
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {SUPPORT_EMAIL}
              </a>
            </p>
            <p>We reply within {SUPPORT_REPLY_TIME}.</p>
          </ContactCard>
          <ContactCard icon={PhoneIcon} title="Phone support">
            <p>{PHONE_HOURS}</p>
            <p>Want a call? Add your phone number to your message and we will call you back within those hours.</p>
          </ContactCard>
          <ContactCard icon={Building2Icon} title="Office">
            <p>{OFFICE}</p>
          </ContactCard>
          <p className="px-1 text-sm text-muted-foreground">
            Quick answers are in the{' '}
            <Link to="/faq" className="font-medium text-primary underline-offset-4 hover:underline">
              FAQ
            </Link>
            . For data-protection requests, see our{' '}
            <Link to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>

        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={`${id}-title`}
          className="relative space-y-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            Send us a message
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-name`}>Name</Label>
              <Input {...fieldProps('name')} autoComplete="name" maxLength={100} />
              <FieldError id={`${id}-name-error`} error={errors.name} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input {...fieldProps('email')} type="email" autoComplete="email" maxLength={254} />
              <FieldError id={`${id}-email-error`} error={errors.email} />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-subject`}>Subject</Label>
            <Input {...fieldProps('subject')} maxLength={150} />
            <FieldError id={`${id}-subject-error`} error={errors.subject} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea {...fieldProps('message')} rows={6} maxLength={MESSAGE_MAX} />
            <FieldError id={`${id}-message-error`} error={errors.message} />
          </div>
          {/* Honeypot: invisible to people and assistive technology; bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>Website</label>
            <input
              id={`${id}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={current.website ?? ''}
              onChange={(e) => set('website', e.target.value)}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            Please do not include card numbers, PINs or passwords. We use your details only to answer you (see our{' '}
            <Link to="/privacy" className="underline underline-offset-4">
              Privacy Policy
            </Link>
            ).
          </p>
          <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
            <SendIcon /> {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
      </div>
    </PublicPage>
  );
}
