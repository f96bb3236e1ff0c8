import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarIcon, FolderOpenIcon, PlusIcon, RotateCwIcon, UserRoundIcon, UsersIcon } from 'lucide-react';
import { toast } from 'sonner';
import { newProfileSchema, type NewProfile } from '@nairalens/core/api/profile.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDate, plural } from '@/lib/format.ts';
import { PROFILE_LABEL_MAX, useCreateProfile, useProfiles } from '../api/profiles.ts';

export default function ProfilesPage() {
  const profiles = useProfiles();
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    if (profiles.isError) {
      console.error('Failed to load profiles', profiles.error);
      toast.error('Error', { description: 'Failed to load profiles' });
    }
  }, [profiles.isError, profiles.error]);

  const list = profiles.data ?? [];

  return (
    <div>
      <PageHeader
        title="My Profiles"
        description="Create labeled profiles to organize analyses for different people or purposes."
        actions={
          <Button onClick={() => setDialogOpen(true)}>
            <PlusIcon /> New Profile
          </Button>
        }
      />

      {profiles.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading profiles" aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} data-testid="profile-skeleton">
              <CardHeader>
                <Skeleton className="size-10 rounded-lg" />
                <Skeleton className="mt-3 h-5 w-2/3" />
              </CardHeader>
              <CardContent className="space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
              </CardContent>
            </Card>
          ))}
        </div>
      ) : profiles.isError ? (
        <Card className="border-dashed">
          <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
            <p className="text-muted-foreground">We couldn&apos;t load your profiles.</p>
            <Button variant="outline" onClick={() => void profiles.refetch()}>
              <RotateCwIcon /> Try again
            </Button>
          </CardContent>
        </Card>
      ) : list.length === 0 ? (
        <Card className="border-dashed">
          <CardContent className="flex flex-col items-center py-14 text-center">
            <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <UsersIcon className="size-7" aria-hidden />
            </div>
            <h2 className="mt-4 text-lg font-semibold">No Profiles Yet</h2>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              Group analyses by person or purpose — for example a family member, a side business or a client.
            </p>
            <Button className="mt-6" onClick={() => setDialogOpen(true)}>
              <PlusIcon /> Create First Profile
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((p) => (
            <li key={p.id}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader className="flex-row items-center gap-3">
                  <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <UserRoundIcon className="size-5" aria-hidden />
                  </div>
                  <CardTitle className="min-w-0 truncate text-base" title={p.label}>
                    {p.label}
                  </CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-1.5 text-sm text-muted-foreground">
                  <span className="inline-flex items-center gap-2">
                    <CalendarIcon className="size-4" aria-hidden /> Created {formatDate(p.createdAt)}
                  </span>
                  <Link to={`/app/analyses?profile=${p.id}`} className="inline-flex items-center gap-2 hover:text-foreground hover:underline">
                    <FolderOpenIcon className="size-4" aria-hidden /> {plural(p.analysisCount, 'analysis', 'analyses')}
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <CreateProfileDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}

function CreateProfileDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<NewProfile>({ resolver: zodResolver(newProfileSchema), defaultValues: { label: '' } });
  const create = useCreateProfile();
  const trimmed = form.watch('label').trim();

  const submit = form.handleSubmit(({ label }) => {
    if (create.isPending) return;
    create.mutate(label, {
      onSuccess: (profile) => {
        toast.success('Profile Created', { description: `Profile "${profile?.label ?? label}" has been created` });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => {
        console.error('Failed to create profile', error);
        toast.error('Error', { description: 'Failed to create profile' });
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Create New Profile</DialogTitle>
            <DialogDescription>
              Give the profile a label you will recognise, such as a name or purpose.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Profile Label" error={form.formState.errors.label?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('label')}
                placeholder="e.g. Mum's shop, Side hustle"
                maxLength={PROFILE_LABEL_MAX}
                autoFocus
                disabled={create.isPending}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || create.isPending}>
              {create.isPending && <Spinner className="size-4 text-current" label="Creating" />}
              Create Profile
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
