import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveIcon } from 'lucide-react';
import { toast } from 'sonner';
import { LocationFields } from '@/components/location-fields.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { api, errorMessage } from '@/lib/api.ts';
import { displayName, initialsFor, meQueryKey, useAuth, type MeProfile } from '@/lib/auth.tsx';
import { DEFAULT_COUNTRY } from '@/lib/nigeria.ts';
import { AvatarUploadButton } from './avatar-upload-button.tsx';

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

export function ProfileTab() {
  const id = useId();
  const { user, profile } = useAuth();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProfilePatch>(() => initialValues(profile, user?.name));
  const set = <K extends keyof ProfilePatch>(key: K, value: ProfilePatch[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = useMutation({
    mutationFn: (body: ProfilePatch) => {
      if (!user) throw new Error('No user logged in');
      return api.patch<{ profile: MeProfile }>('/api/me/profile', {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        phone: body.phone.trim(),
        locationCountry: body.locationCountry,
        locationRegion: body.locationRegion.trim(),
      });
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(values);
  };

  return (
    <Card>
      <form onSubmit={submit}>
        <CardHeader>
          <CardTitle>Profile Information</CardTitle>
          <CardDescription>Update your personal details and location.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex items-center gap-4">
            <UserAvatar
              initials={initialsFor(displayName(user, profile), user?.email)}
              imageUrl={profile?.avatarUrl}
              className="size-20 text-xl"
              label="Profile photo"
            />
            <div className="flex flex-col gap-1.5">
              <AvatarUploadButton />
              <p className="text-xs text-muted-foreground">PNG, JPG up to 2MB</p>
            </div>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-first`}>First name</Label>
              <Input
                id={`${id}-first`}
                autoComplete="given-name"
                value={values.firstName}
                onChange={(e) => set('firstName', e.target.value)}
                maxLength={60}
                disabled={save.isPending}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-last`}>Last name</Label>
              <Input
                id={`${id}-last`}
                autoComplete="family-name"
                value={values.lastName}
                onChange={(e) => set('lastName', e.target.value)}
                maxLength={60}
                disabled={save.isPending}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input
                id={`${id}-email`}
                type="email"
                value={user?.email ?? ''}
                readOnly
                aria-readonly
                title="Your sign-in email can't be changed here."
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-phone`}>Phone number</Label>
              <Input
                id={`${id}-phone`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+234 XXX XXX XXXX"
                value={values.phone}
                onChange={(e) => set('phone', e.target.value)}
                maxLength={20}
                disabled={save.isPending}
              />
            </div>
          </div>

          <LocationFields
            country={values.locationCountry}
            region={values.locationRegion}
            onChange={({ country, region }) => setValues((v) => ({ ...v, locationCountry: country, locationRegion: region }))}
            disabled={save.isPending}
          />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : <SaveIcon />}
            Save Changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
