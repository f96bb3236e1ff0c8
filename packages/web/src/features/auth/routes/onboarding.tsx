import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LocationFields } from '@/components/location-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { useAuth, type MeProfile } from '@/lib/auth.tsx';
import { DEFAULT_COUNTRY, isNigeria, type AccountType } from '@/lib/nigeria.ts';
import { AccountTypePicker } from '../components/account-type-picker.tsx';

export const ONBOARDING_REDIRECT_DELAY_MS = 1000;

type OnboardingBody = { accountType: AccountType; locationCountry: string; locationRegion?: string };

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
  const [accountType, setAccountType] = useState<AccountType>(
    profile?.accountType === 'workspace_beta' ? 'workspace_beta' : 'personal',
  );
  const [country, setCountry] = useState(profile?.locationCountry || DEFAULT_COUNTRY);
  const [region, setRegion] = useState(profile?.locationRegion ?? '');
  const [done, setDone] = useState(false);

  const save = useMutation({
    mutationFn: (body: OnboardingBody) => api.post<{ profile: MeProfile }>('/api/me/onboarding', body),
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!country.trim()) {
      toast.error('Missing Information', { description: 'Please select your country.' });
      return;
    }
    save.mutate({
      accountType,
      locationCountry: country,
      locationRegion: region.trim() || undefined,
    });
  };

  const busy = save.isPending || done;

  return (
    <Card className="w-full max-w-lg shadow-lg">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">Complete Your Setup</CardTitle>
        <CardDescription>Tell us how you&apos;ll use NairaLens and where you are based.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-6">
          <AccountTypePicker value={accountType} onChange={setAccountType} disabled={busy} />
          <LocationFields
            country={country}
            region={region}
            requiredCountry
            onChange={(next) => {
              setCountry(next.country);
              setRegion(next.region);
            }}
            disabled={busy}
          />
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
