import { useId, useState, type FormEvent } from 'react';
import { AlertCircleIcon, GiftIcon } from 'lucide-react';
import { toast } from 'sonner';
import { LocationFields } from '@/components/location-fields.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api.ts';
import { signUpEmail } from '@/lib/auth-api.ts';
import { DEFAULT_COUNTRY, PERSONAS, type AccountType } from '@/lib/nigeria.ts';
import { AccountTypePicker } from './account-type-picker.tsx';
import { PasswordInput } from './password-input.tsx';

export type SignUpValues = {
  fullName: string;
  email: string;
  password: string;
  persona: string;
  accountType: AccountType;
  country: string;
  region: string;
};

export const EMPTY_SIGN_UP: SignUpValues = {
  fullName: '',
  email: '',
  password: '',
  persona: '',
  accountType: 'personal',
  country: DEFAULT_COUNTRY,
  region: '',
};

export const MIN_PASSWORD_LENGTH = 8;

/** Error texts of docs/product-rules.md for sign-up. */
export function signUpErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/already registered|already exists/i.test(message))
    return 'This email is already registered. Please sign in instead.';
  return message || 'An error occurred during sign up';
}

export function SignUpForm({
  values,
  onValuesChange,
  referralCode,
  error,
  onError,
  onSent,
}: {
  values: SignUpValues;
  onValuesChange: (values: SignUpValues) => void;
  referralCode: string | null;
  error: string | null;
  onError: (message: string | null) => void;
  onSent: (email: string) => void;
}) {
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const [passwordInvalid, setPasswordInvalid] = useState(false);
  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) =>
    onValuesChange({ ...values, [key]: value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    onError(null);
    setPasswordInvalid(false);
    setSubmitting(true);
    const email = values.email.trim();
    try {
      await signUpEmail({
        email,
        password: values.password,
        name: values.fullName.trim(),
        persona: values.persona || undefined,
        accountType: values.accountType,
        locationCountry: values.country,
        locationRegion: values.region.trim() || undefined,
        referralCode: referralCode ?? undefined,
      });
      toast.success('Verification Email Sent', {
        description: `We've sent a verification link to ${email}. Open it to continue.`,
      });
      onSent(email);
    } catch (err) {
      if (err instanceof ApiError && err.code.startsWith('PASSWORD_')) setPasswordInvalid(true);
      onError(signUpErrorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4">
      {error && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {referralCode && (
        <Alert variant="success">
          <GiftIcon />
          <AlertDescription>
            <p>
              You were invited by a friend — your referral code{' '}
              <span className="font-mono font-medium">{referralCode}</span> is applied.
            </p>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Full name</Label>
        <Input
          id={`${id}-name`}
          name="fullName"
          autoComplete="name"
          placeholder="e.g. Adaeze Okafor"
          required
          maxLength={120}
          value={values.fullName}
          onChange={(e) => set('fullName', e.target.value)}
          disabled={submitting}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          disabled={submitting}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          required
          aria-invalid={passwordInvalid || undefined}
          aria-describedby={`${id}-password-hint`}
          value={values.password}
          onChange={(e) => {
            setPasswordInvalid(false);
            set('password', e.target.value);
          }}
          disabled={submitting}
        />
        <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
          At least 8 characters. Avoid common passwords.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-persona`}>
          What best describes you? <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Select value={values.persona || undefined} onValueChange={(v) => set('persona', v)} disabled={submitting}>
          <SelectTrigger id={`${id}-persona`}>
            <SelectValue placeholder="Choose a persona" />
          </SelectTrigger>
          <SelectContent>
            {PERSONAS.map((p) => (
              <SelectItem key={p.value} value={p.value}>
                {p.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <AccountTypePicker value={values.accountType} onChange={(v) => set('accountType', v)} disabled={submitting} />
      <LocationFields
        country={values.country}
        region={values.region}
        onChange={({ country, region }) => onValuesChange({ ...values, country, region })}
        disabled={submitting}
      />
      <Button type="submit" size="lg" variant="hero" disabled={submitting} className="mt-2 w-full">
        {submitting ? (
          <>
            <Spinner className="size-4 text-current" label="Creating account" /> Creating account...
          </>
        ) : (
          'Create Account'
        )}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        By creating an account you agree to our{' '}
        <a href="/terms" className="underline underline-offset-2 hover:text-foreground">
          Terms
        </a>{' '}
        and{' '}
        <a href="/privacy" className="underline underline-offset-2 hover:text-foreground">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}
