import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { onboardingSchema, type Onboarding } from '@nairalens/core/api/onboarding.ts';
import { LocationFields } from '@/components/location-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { useAuth, type MeProfile } from '@/lib/auth.tsx';
import { ACCOUNT_TYPES, DEFAULT_COUNTRY, isNigeria, type AccountType } from '@/lib/nigeria.ts';
import { AccountTypePicker } from '../components/account-type-picker.tsx';

export const ONBOARDING_REDIRECT_DELAY_MS = 1000;

export default function OnboardingPage() {
  const { status, profile } = useAuth();
  const navigate = useNavigate();
  const expiredShown = useRef(false);

  const sessionExpired = () => {
    if (expiredShown.current) return;
    expiredShown.current = true;
    toast.error('Session Expired', { description: 'Please sign in again.' });
    navigate('/auth?mode=signin', { replace: true });
  };

  useEffect(() => {
    if (status === 'unauthenticated') sessionExpired();
    // Only a change of status matters; sessionExpired is a fresh closure each render and must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (status !== 'authenticated') return <PageSpinner />;
  return <OnboardingForm profile={profile} onSessionExpired={sessionExpired} />;
}

function OnboardingForm({ profile, onSessionExpired }: { profile: MeProfile | null; onSessionExpired: () => void }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  // The server's own schema; its one message (no country) is shown as a toast, as the country is a dropdown.
  const form = useForm<z.input<typeof onboardingSchema>, unknown, Onboarding>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: {
      accountType: profile?.accountType === 'workspace_beta' ? 'workspace_beta' : 'personal',
      locationCountry: profile?.locationCountry || DEFAULT_COUNTRY,
      locationRegion: profile?.locationRegion ?? '',
    },
  });
  const [accountType, country, savedRegion] = form.watch(['accountType', 'locationCountry', 'locationRegion']);
  const region = savedRegion ?? '';
  const [done, setDone] = useState(false);
  // Sign-up already asked for the account type and country: show them to confirm instead of asking again.
  const fromSignUp = Boolean(profile?.accountType && profile?.locationCountry);
  const [editLocation, setEditLocation] = useState(false);

  const save = useMutation({
    mutationFn: (body: Onboarding) => api.post<{ profile: MeProfile }>('/api/me/onboarding', body),
    onSuccess: async (_data, body) => {
      setDone(true);
      toast.success('Profile Saved', { description: 'Redirecting...' });
      await refresh().catch(() => null);
      window.setTimeout(
        () => navigate(body.accountType === 'workspace_beta' ? '/workspace' : '/app', { replace: true }),
        ONBOARDING_REDIRECT_DELAY_MS,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return onSessionExpired();
      toast.error('Setup Failed', { description: 'There was an error saving your profile. Please try again.' });
    },
  });

  const submit = form.handleSubmit(
    (values) => save.mutate({ ...values, locationRegion: values.locationRegion || undefined }),
    (errors) => toast.error('Missing Information', { description: errors.locationCountry?.message }),
  );

  const busy = save.isPending || done;

  return (
    <Card className="w-full max-w-lg shadow-lg">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">Complete Your Setup</CardTitle>
        <CardDescription>
          {fromSignUp
            ? 'Check what you told us when you signed up, then continue.'
            : "Tell us how you'll use NairaLens and where you are based."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(e) => void submit(e)} className="grid gap-6" noValidate>
          {fromSignUp ? (
            <SignUpChoices
              accountType={accountType}
              onAccountType={(next) => form.setValue('accountType', next)}
              location={[country, region].filter(Boolean).join(', ')}
              onChangeLocation={() => setEditLocation(true)}
              editingLocation={editLocation}
              disabled={busy}
            />
          ) : (
            <Controller
              control={form.control}
              name="accountType"
              render={({ field }) => <AccountTypePicker value={field.value} onChange={field.onChange} disabled={busy} />}
            />
          )}
          {(!fromSignUp || editLocation) && (
            <LocationFields
              country={country}
              region={region}
              requiredCountry
              onChange={(next) => {
                form.setValue('locationCountry', next.country);
                form.setValue('locationRegion', next.region);
              }}
              disabled={busy}
            />
          )}
          {!isNigeria(country) && country && (
            <p className="-mt-3 text-xs text-muted-foreground">
              NairaLens reads Nigerian bank statements; you can still use it from anywhere.
            </p>
          )}
          <Button type="submit" size="lg" variant="hero" disabled={busy || !country}>
            {busy ? (
              <>
                <Spinner className="size-4 text-current" label="Saving" /> Saving...
              </>
            ) : (
              'Complete Setup'
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The account type and location given at sign-up, each with a way to change it, instead of the same questions again. */
function SignUpChoices(props: {
  accountType: AccountType;
  onAccountType: (v: AccountType) => void;
  location: string;
  onChangeLocation: () => void;
  editingLocation: boolean;
  disabled: boolean;
}) {
  const label = ACCOUNT_TYPES.find((t) => t.value === props.accountType)?.label ?? 'Personal';
  const other = props.accountType === 'personal' ? 'workspace_beta' : 'personal';
  const otherLabel = ACCOUNT_TYPES.find((t) => t.value === other)!.label;
  return (
    <section
      aria-label="From your sign-up"
      className="grid gap-3 rounded-lg border bg-muted/30 p-4 text-sm"
      data-testid="sign-up-choices"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span>
          Account type: <strong data-testid="chosen-account-type">{label}</strong>
        </span>
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          disabled={props.disabled}
          onClick={() => props.onAccountType(other)}
        >
          {other === 'workspace_beta'
            ? `Use a ${otherLabel} instead`
            : `Use a ${otherLabel.toLowerCase()} account instead`}
        </Button>
      </div>
      {!props.editingLocation && (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span>
            Location: <strong data-testid="chosen-location">{props.location}</strong>
          </span>
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            disabled={props.disabled}
            onClick={props.onChangeLocation}
          >
            Change location
          </Button>
        </div>
      )}
    </section>
  );
}
