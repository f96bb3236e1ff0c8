import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, fullNameSchema, passwordSchema } from '@nairalens/core/auth/credentials.ts';
import { AlertCircleIcon, GiftIcon } from 'lucide-react';
import { toast } from 'sonner';
import { LocationFields } from '@/components/location-fields.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api.ts';
import { signUpEmail } from '@/lib/auth-api.ts';
import { DEFAULT_COUNTRY, PERSONAS, type AccountType } from '@/lib/nigeria.ts';
import { AccountTypePicker } from './account-type-picker.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';

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

export { MIN_PASSWORD_LENGTH };

/** The sign-up form's rules: name and password are the same rules the server enforces. */
const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: z.string().trim().min(1, 'Please enter your e-mail address.').pipe(z.email('Please enter a valid e-mail address.')),
  password: passwordSchema,
  persona: z.string(),
  accountType: z.enum(['personal', 'workspace_beta']),
  country: z.string(),
  region: z.string(),
});

/** Error texts of spec §8 for sign-up. */
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
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: values, mode: 'onTouched' });
  const { register, control, handleSubmit, setError, formState } = form;
  const submitting = formState.isSubmitting;

  // The page keeps the values while the person switches between the sign-in and sign-up tabs.
  useEffect(() => {
    const subscription = form.watch((v) => onValuesChange({ ...EMPTY_SIGN_UP, ...v } as SignUpValues));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);

  const submit = handleSubmit(async (v) => {
    onError(null);
    try {
      await signUpEmail({
        email: v.email,
        password: v.password,
        name: v.fullName,
        persona: v.persona || undefined,
        accountType: v.accountType,
        locationCountry: v.country,
        locationRegion: v.region.trim() || undefined,
        referralCode: referralCode ?? undefined,
      });
      toast.success('Verification Email Sent', {
        description: `We've sent a verification link to ${v.email}. Open it to continue.`,
      });
      onSent(v.email);
    } catch (err) {
      const message = signUpErrorMessage(err);
      if (err instanceof ApiError && err.code.startsWith('PASSWORD_')) setError('password', { message });
      else if (err instanceof ApiError && err.code === 'INVALID_NAME') setError('fullName', { message });
      else onError(message);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
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
      <FormField label="Full name" error={formState.errors.fullName?.message}>
        {(field) => (
          <Input {...field} {...register('fullName')} autoComplete="name" placeholder="e.g. Adaeze Okafor" maxLength={120} disabled={submitting} />
        )}
      </FormField>
      <FormField label="Email" error={formState.errors.email?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            disabled={submitting}
          />
        )}
      </FormField>
      <FormField label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters. Avoid common passwords.`} error={formState.errors.password?.message}>
        {(field) => (
          <PasswordInput {...field} {...register('password')} autoComplete="new-password" placeholder="At least 8 characters" disabled={submitting} />
        )}
      </FormField>
      <Controller
        control={control}
        name="persona"
        render={({ field: persona }) => (
          <FormField label="What best describes you?" optional>
            {(field) => (
              <Select value={persona.value || undefined} onValueChange={persona.onChange} disabled={submitting}>
                <SelectTrigger {...field}>
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
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="accountType"
        render={({ field }) => <AccountTypePicker value={field.value} onChange={field.onChange} disabled={submitting} />}
      />
      <LocationFields
        country={form.watch('country')}
        region={form.watch('region')}
        onChange={({ country, region }) => {
          form.setValue('country', country);
          form.setValue('region', region);
        }}
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
