import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { INVITE_ROLES, teamInviteSchema, type TeamInvite } from '@nairalens/core/api/workspace-console.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate } from '@/lib/format.ts';
import { useInvite, useRemoveMember, useTeam } from '../api/console.ts';
import type { Workspace } from '../api/types.ts';
import { RoleSelectField } from '../components/role-select-field.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

export const ROLE_HELP = {
  owner: 'Everything, including the token pool',
  admin: 'Team, API keys, webhooks, audit, plus analyst rights',
  analyst: 'Adds clients, uploads statements, exports, reads',
  viewer: 'Reads clients and analyses only',
} as const;

export default function TeamPage() {
  return <WorkspaceShell>{(ws) => <Team ws={ws} />}</WorkspaceShell>;
}

function Team({ ws }: { ws: Workspace }) {
  const team = useTeam();
  const remove = useRemoveMember();
  const manage = can(ws, 'manage-team');
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Team"
        description="Members share the workspace's clients and its token pool. Roles are enforced on the server."
      />
      {manage && <InviteForm ws={ws} />}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Members</CardTitle>
        </CardHeader>
        <CardContent>
          {!team.data ? (
            <Skeleton className="h-24" />
          ) : (
            <ul className="divide-y" data-testid="members">
              {team.data.members.map((m) => (
                <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{m.email}</p>
                    <p className="text-xs text-muted-foreground">
                      {ROLE_HELP[m.role]} · joined {formatDate(m.joinedAt)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant="outline">{m.role}</Badge>
                    {manage && m.role !== 'owner' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove ${m.email}`}
                        onClick={() =>
                          remove.mutate(m.userId, {
                            onSuccess: () => toast.success('Member removed'),
                            onError: (e) => toast.error(errorMessage(e)),
                          })
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {team.data && team.data.invites.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold">Pending invitations</h3>
              <ul className="divide-y text-sm">
                {team.data.invites.map((i) => (
                  <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="min-w-0 truncate">{i.email}</span>
                    <span className="text-muted-foreground">
                      {i.role} · until {formatDate(i.expiresAt)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function InviteForm({ ws }: { ws: Workspace }) {
  const invite = useInvite();
  const form = useForm<TeamInvite>({
    resolver: zodResolver(teamInviteSchema),
    defaultValues: { email: '', role: 'analyst' },
  });
  const [email, role] = form.watch(['email', 'role']);
  const submit = form.handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: () => {
        toast.success('Invitation sent', { description: input.email });
        form.resetField('email');
      },
      onError: (err) => toast.error('Could not invite', { description: errorMessage(err) }),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Invite by e-mail</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        >
          <FormField label="E-mail" className="gap-1.5" error={form.formState.errors.email?.message}>
            {(field) => <Input {...field} {...form.register('email')} type="email" required maxLength={200} />}
          </FormField>
          <RoleSelectField
            control={form.control}
            name="role"
            roles={ws.role === 'owner' ? INVITE_ROLES : INVITE_ROLES.filter((r) => r !== 'admin')}
          />
          <Button type="submit" disabled={!email || invite.isPending}>
            Send invitation
          </Button>
        </form>
        <p className="mt-2 text-xs text-muted-foreground">{ROLE_HELP[role]}.</p>
      </CardContent>
    </Card>
  );
}
