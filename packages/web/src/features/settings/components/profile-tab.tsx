import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveIcon } from 'lucide-react';
import { toast } from 'sonner';
import { profileDetailsSchema } from '@nairalens/core/auth/credentials.ts';
import { LocationFields } from '@/components/location-fields.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { api, errorMessage } from '@/lib/api.ts';
import { displayName, initialsFor, meQueryKey, useAuth, type MeProfile } from '@/lib/auth.tsx';
import { DEFAULT_COUNTRY } from '@/lib/nigeria.ts';
import { AvatarUploadButton, RemoveAvatarButton } from './avatar-upload-button.tsx';

type ProfilePatch = {
  firstName: string;
  lastName: string;
  phone: string;
  locationCountry: string;
  locationRegion: string;
};

function splitName(fullName: string | null | undefined): [string, string] {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return [words[0] ?? '', words.slice(1).join(' ')];
}

function initialValues(profile: MeProfile | null, name: string | null | undefined): ProfilePatch {
  const [first, last] = splitName(profile?.fullName || name);
  return {
    firstName: profile?.firstName ?? first,
    lastName: profile?.lastName ?? last,
    phone: profile?.phone ?? '',
    locationCountry: profile?.locationCountry || DEFAULT_COUNTRY,
    locationRegion: profile?.locationRegion ?? '',
  };
}

/** Settings › Profile: the same rules as the server (core's `profileDetailsSchema`), each error under its field. */
export function ProfileTab() {
  const { user, profile } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm<ProfilePatch>({
    resolver: zodResolver(profileDetailsSchema),
    defaultValues: initialValues(profile, user?.name),
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, formState } = form;

  const save = useMutation({
    mutationFn: (body: ProfilePatch) => {
      if (!user) throw new Error('No user logged in');
      return api.patch<{ profile: MeProfile }>('/api/me/profile', body);
    },
    onSuccess: ({ profile: saved }) => {
      queryClient.setQueryData(meQueryKey, (old: unknown) =>
        old && typeof old === 'object' ? { ...old, profile: saved } : old,
      );
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success('Profile updated', { description: 'Your profile has been successfully updated.' });
    },
    onError: (error) => {
      toast.error('Error', { description: errorMessage(error) });
    },
  });

  const submit = handleSubmit((values) => save.mutate(values));
  const busy = save.isPending;

  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <CardHeader>
          <CardTitle>Profile Information</CardTitle>
          <CardDescription>Update your personal details and location.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex flex-wrap items-center gap-4">
            <UserAvatar
              initials={initialsFor(displayName(user, profile), user?.email)}
              imageUrl={profile?.avatarUrl}
              className="size-20 text-xl"
              label="Profile photo"
            />
            <div className="flex flex-col gap-1.5">
              <div className="flex flex-wrap gap-2">
                <AvatarUploadButton />
                {profile?.avatarUrl && <RemoveAvatarButton />}
              </div>
              <p className="text-xs text-muted-foreground">PNG, JPG up to 2MB</p>
            </div>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={formState.errors.firstName?.message}>
              {(field) => (
                <Input {...field} {...register('firstName')} autoComplete="given-name" maxLength={60} disabled={busy} />
              )}
            </FormField>
            <FormField label="Last name" error={formState.errors.lastName?.message}>
              {(field) => (
                <Input {...field} {...register('lastName')} autoComplete="family-name" maxLength={60} disabled={busy} />
              )}
            </FormField>
            <FormField label="Email">
              {(field) => (
                <Input
                  {...field}
                  type="email"
                  value={user?.email ?? ''}
                  readOnly
                  aria-readonly
                  title="Your sign-in email can't be changed here."
                />
              )}
            </FormField>
            <FormField label="Phone number" error={formState.errors.phone?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...register('phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="+234 XXX XXX XXXX"
                  maxLength={20}
                  disabled={busy}
                />
              )}
            </FormField>
          </div>

          <Controller
            control={control}
            name="locationCountry"
            render={({ field: country }) => (
              <LocationFields
                country={country.value}
                region={form.watch('locationRegion')}
                onChange={({ country: next, region }) => {
                  country.onChange(next);
                  form.setValue('locationRegion', region);
                }}
                disabled={busy}
              />
            )}
          />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner className="size-4 text-current" label="Saving" /> : <SaveIcon />}
            Save Changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
