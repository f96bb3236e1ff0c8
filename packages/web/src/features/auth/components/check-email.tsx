import { Fragment, useEffect, useState } from 'react';
import { ArrowLeftIcon, ExternalLinkIcon, MailCheckIcon, RotateCwIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { sendVerificationEmail } from '@/lib/auth-api.ts';
import { errorMessage } from '@/lib/api.ts';

export const RESEND_COOLDOWN_S = 30;

const WEBMAIL: [RegExp, string][] = [
  [/^(gmail|googlemail)\./, 'https://mail.google.com/'],
  [/^(outlook|hotmail|live|msn)\./, 'https://outlook.live.com/mail/'],
  [/^(yahoo|ymail)\./, 'https://mail.yahoo.com/'],
  [/^(icloud|me|mac)\./, 'https://www.icloud.com/mail'],
  [/^proton(mail)?\./, 'https://mail.proton.me/'],
];

/** The user's webmail when we know it, otherwise the default mail app. */
export function emailAppUrl(email: string): string {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  for (const [pattern, url] of WEBMAIL) if (pattern.test(domain)) return url;
  return 'mailto:';
}

/** A long address wraps before its @ and dots, not in the middle of a word. */
function breakableEmail(email: string) {
  return email.split(/(?=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function CheckYourEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const t = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(t);
  }, [cooldown]);

  const resend = async () => {
    setSending(true);
    try {
      await sendVerificationEmail(email);
      toast.success('Email Resent', { description: 'Check your inbox for the new verification email.' });
      setCooldown(RESEND_COOLDOWN_S);
    } catch (error) {
      console.error('Resend verification failed', error);
      toast.error('Could not resend the email', { description: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const appUrl = emailAppUrl(email);

  return (
    <>
      <CardHeader className="items-center text-center">
        <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheckIcon className="size-7" aria-hidden />
        </div>
        <CardTitle className="text-2xl">Check Your Email</CardTitle>
        <CardDescription className="text-base">
          We&apos;ve sent a verification link to <span className="font-medium [overflow-wrap:anywhere] text-foreground">{breakableEmail(email)}</span>.
          Open it to verify your account and continue.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button asChild size="lg">
          <a href={appUrl} target={appUrl.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
            Open Email App <ExternalLinkIcon />
          </a>
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={() => void resend()}
          disabled={cooldown > 0 || sending}
          aria-live="polite"
        >
          <RotateCwIcon className={sending ? 'animate-spin' : undefined} />
          {cooldown > 0 ? `Resend in ${cooldown}s` : 'Resend Email'}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          Can&apos;t find it? Check your spam or promotions folder.
        </p>
        <Button variant="link" onClick={onBack} className="self-center">
          <ArrowLeftIcon /> Back to sign up
        </Button>
      </CardContent>
    </>
  );
}
