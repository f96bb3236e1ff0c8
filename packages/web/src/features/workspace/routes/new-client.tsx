import { useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { newClientSchema } from '@nairalens/core/api/workspace.ts';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api.ts';
import { CONSENT_TEXT } from '../api/types.ts';
import { useCreateClient } from '../api/workspace.ts';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

const schema = z.object({
  name: newClientSchema.shape.name,
  reference: z.string().trim().max(80),
  phone: z.string().trim().max(30),
  email: z.union([z.literal(''), z.string().trim().email('Enter a valid e-mail address.')]),
  consent: z.boolean().refine((v) => v, "Please confirm you have the client's consent."),
});
type Values = z.infer<typeof schema>;

export default function NewClientPage() {
  return (
    <WorkspaceShell>
      {(ws) =>
        can(ws, 'manage-clients') ? (
          <NewClientForm />
        ) : (
          <p className="text-muted-foreground">Your role can read clients but not add them.</p>
        )
      }
    </WorkspaceShell>
  );
}

function NewClientForm() {
  const navigate = useNavigate();
  const create = useCreateClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', reference: '', phone: '', email: '', consent: false },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        name: v.name,
        reference: v.reference || undefined,
        phone: v.phone || undefined,
        email: v.email || undefined,
        consent: true,
      },
      {
        onSuccess: (detail) => {
          toast.success('Client added', { description: detail.client.name });
          navigate(`/workspace/clients/${detail.client.id}`);
        },
        onError: (e) => toast.error('Could not add the client', { description: errorMessage(e) }),
      },
    ),
  );
  const field = (
    name: 'name' | 'reference' | 'phone' | 'email',
    label: string,
    props: React.ComponentProps<'input'> = {},
  ) => (
    <FormField label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} {...props} {...form.register(name)} />}
    </FormField>
  );
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="New Client" description="Add a client, record their consent, then upload their statements." />
      <Card>
        <CardContent className="py-6">
          <form onSubmit={submit} className="grid gap-4" noValidate>
            {field('name', 'Client Full Name *', { autoComplete: 'off' })}
            {field('reference', 'Reference (optional)', { placeholder: 'e.g. loan file number' })}
            <div className="grid gap-4 sm:grid-cols-2">
              {field('phone', 'Phone (optional)', { type: 'tel' })}
              {field('email', 'E-mail (optional)', { type: 'email' })}
            </div>
            <div className="grid gap-2 rounded-lg border p-3">
              <div className="flex items-start gap-3">
                <Controller
                  control={form.control}
                  name="consent"
                  render={({ field: f }) => (
                    <Checkbox
                      id="client-consent"
                      checked={f.value}
                      onCheckedChange={(v) => f.onChange(v === true)}
                      aria-invalid={!!errors.consent}
                    />
                  )}
                />
                <Label htmlFor="client-consent" className="leading-snug font-normal">
                  {CONSENT_TEXT}
                </Label>
              </div>
              <p className="text-xs text-muted-foreground">We record who confirmed and when, with this sentence.</p>
              {errors.consent && <p className="text-sm text-destructive">{errors.consent.message}</p>}
            </div>
            <Button type="submit" disabled={create.isPending}>
              Add client
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
