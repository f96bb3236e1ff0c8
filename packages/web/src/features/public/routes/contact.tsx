import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Building2Icon, MailIcon, PhoneIcon, SendIcon } from 'lucide-react';
import { CONTACT_LIMITS, contactMessageSchema, type ContactMessage } from '@nairalens/core/api/contact-message.ts';
import { AppBreadcrumbs } from '@/components/app-breadcrumbs.tsx';
import { PublicPage } from '@/components/public-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { useAuth, displayName } from '@/lib/auth.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { OFFICE, PHONE_HOURS, SUPPORT_EMAIL, SUPPORT_REPLY_TIME } from '../lib/contact-details.ts';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '', website: '' };

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

export default function ContactPage() {
  const id = useId();
  const { user, profile } = useAuth();
  // Every field is checked against the server's own schema, so the browser and the server say the same words.
  const form = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });
  const { register, handleSubmit, formState, getValues, reset, setValue } = form;
  const send = useSendContactMessage();
  const prefilled = useRef(false);

  // A signed-in person's name and e-mail are filled in once (still editable).
  useEffect(() => {
    if (prefilled.current || !user) return;
    prefilled.current = true;
    if (!getValues('name')) setValue('name', displayName(user, profile));
    if (!getValues('email')) setValue('email', user.email);
  }, [user, profile, getValues, setValue]);

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success('Message sent!', {
          description: "Thank you for contacting us. We'll get back to you within 24 hours.",
        });
        reset(EMPTY);
      },
      onError: (err) => {
        toast.error('Error sending message', {
          description: errorMessage(err, 'Something went wrong. Please try again.'),
        });
      },
    }),
  );
  const errors = formState.errors;

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
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-labelledby={`${id}-title`}
          className="relative space-y-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            Send us a message
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Name" error={errors.name?.message}>
              {(field) => <Input {...field} {...register('name')} autoComplete="name" maxLength={CONTACT_LIMITS.name} />}
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...register('email')}
                  type="email"
                  autoComplete="email"
                  maxLength={CONTACT_LIMITS.email}
                />
              )}
            </FormField>
          </div>
          <FormField label="Subject" error={errors.subject?.message}>
            {(field) => <Input {...field} {...register('subject')} maxLength={CONTACT_LIMITS.subject} />}
          </FormField>
          <FormField label="Message" error={errors.message?.message}>
            {(field) => (
              <Textarea {...field} {...register('message')} rows={6} maxLength={CONTACT_LIMITS.message} />
            )}
          </FormField>
          {/* Honeypot: invisible to people and assistive technology; bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>Website</label>
            <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
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
