import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BriefcaseIcon } from 'lucide-react';
import { newWorkspaceSchema, type NewWorkspace } from '@nairalens/core/api/workspace.ts';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useCreateWorkspace } from '../api/workspace.ts';

export function CreateWorkspaceCard() {
  const create = useCreateWorkspace();
  // The server's own schema, so the form refuses exactly what the server would.
  const form = useForm<NewWorkspace>({ resolver: zodResolver(newWorkspaceSchema), defaultValues: { name: '' } });
  const submit = form.handleSubmit((v) =>
    create.mutate(v.name, {
      onSuccess: () => toast.success('Workspace created'),
      onError: (e) => toast.error('Could not create the workspace', { description: errorMessage(e) }),
    }),
  );
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <BriefcaseIcon className="size-6" aria-hidden />
        </div>
        <CardTitle className="mt-3">Create your workspace</CardTitle>
        <CardDescription>
          Manage your clients and their financial analyses: client profiles, bulk uploads, exports and a team. If a
          colleague invited you, open the link in their e-mail instead.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label="Workspace name" error={form.formState.errors.name?.message}>
            {(field) => <Input {...field} placeholder="e.g. Ikeja Cooperative" {...form.register('name')} />}
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            Create workspace
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
