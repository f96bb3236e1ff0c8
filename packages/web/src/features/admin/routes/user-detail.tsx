import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { plural } from '@nairalens/core/text/plural.ts';
import { cn } from '@/lib/utils.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { useUserDetail, type AdminUserDetail } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';
import { AuditList } from '../components/audit-list.tsx';
import { UserActionDialog } from '../components/user-action-dialog.tsx';

/** One person: profile, role, wallet and ledger, analyses, sessions, two-factor, audit trail, and the actions. */
export default function AdminUserDetailPage() {
  const { id = '' } = useParams();
  const { data, error } = useUserDetail(id);
  if (error) {
    return (
      <AdminPage title="User">
        <AdminError error={error} />
      </AdminPage>
    );
  }
  if (!data) {
    return (
      <AdminPage title="User">
        <Skeleton className="h-64" />
      </AdminPage>
    );
  }
  const u = data.user;
  return (
    <AdminPage
      title={<span className="break-all">{u.name || u.email}</span>}
      description={<span className="break-all">{u.email}</span>}
     
    >
      <div className="mb-4 flex flex-wrap gap-1.5">
        <Badge variant={u.role === 'admin' ? 'default' : 'outline'}>{u.role === 'admin' ? 'Admin' : 'Person'}</Badge>
        {u.suspended ? <Badge variant="destructive">Suspended{u.suspendedReason ? `: ${u.suspendedReason}` : ''}</Badge> : null}
        <Badge variant={u.twoFactorEnabled ? 'success' : 'outline'}>Two-factor {u.twoFactorEnabled ? 'on' : 'off'}</Badge>
        <Badge variant={u.emailVerified ? 'success' : 'warning'}>{u.emailVerified ? 'E-mail verified' : 'E-mail not verified'}</Badge>
      </div>
      <Actions data={data} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        <Section title="Profile">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <Row k="Name" v={data.profile?.fullName ?? u.name} />
            <Row k="Phone" v={data.profile?.phone ?? '—'} />
            <Row k="Account" v={data.profile?.accountType ?? '—'} />
            <Row k="Location" v={[data.profile?.locationRegion, data.profile?.locationCountry].filter(Boolean).join(', ') || '—'} />
            <Row k="Joined" v={formatDate(u.createdAt)} />
          </dl>
        </Section>
        <Section title={`Wallet · ${plural(data.wallet.balance, 'token')}`}>
          {data.wallet.ledger.length === 0 ? (
            <p className="text-sm text-muted-foreground">No ledger entries.</p>
          ) : (
            <ul className="divide-y text-sm" aria-label="Ledger">
              {data.wallet.ledger.map((l) => (
                <li key={l.id} className="flex items-baseline justify-between gap-3 py-1.5">
                  <span className="min-w-0">
                    <span className="block truncate">{l.reason ?? l.type}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTime(l.createdAt)} · {l.bucket}
                    </span>
                  </span>
                  <span className={`shrink-0 font-medium tabular-nums ${l.delta > 0 ? 'text-success' : ''}`}>
                    {l.delta > 0 ? `+${l.delta}` : l.delta}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={`Analyses · ${data.analyses.length}`}>
          {data.analyses.length === 0 ? (
            <p className="text-sm text-muted-foreground">No analyses.</p>
          ) : (
            <ul className="divide-y text-sm">
              {data.analyses.map((a) => (
                <li key={a.id} className="flex justify-between gap-3 py-1.5">
                  <span>{formatDateTime(a.createdAt)}</span>
                  <span className="text-muted-foreground">
                    {a.status}
                    {a.failureCode ? ` (${a.failureCode})` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={`Signed-in sessions · ${data.sessions.length}`}>
          {data.sessions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Signed out everywhere.</p>
          ) : (
            <ul className="divide-y text-sm">
              {data.sessions.map((s) => (
                <li key={s.id} className="py-1.5">
                  <span className="block truncate">{s.userAgent ?? 'Unknown device'}</span>
                  <span className="text-xs text-muted-foreground">
                    {s.ipAddress ?? '—'} · last active {formatDateTime(s.lastActiveAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section title="Audit trail" className="mt-4">
        <AuditList entries={data.audit} />
      </Section>
    </AdminPage>
  );
}

function Actions({ data }: { data: AdminUserDetail }) {
  const { user: me } = useAuth();
  const navigate = useNavigate();
  const u = data.user;
  const self = me?.id === u.id;
  return (
    <div className="mb-4 flex flex-wrap gap-2" aria-label="Actions">
      <UserActionDialog userId={u.id} label="Grant tokens" title="Grant tokens" withAmount done="Tokens granted"
        description="Adds tokens to this person's wallet through the ledger." build={(v) => ({ kind: 'grant', amount: v.amount, reason: v.reason })} />
      <UserActionDialog userId={u.id} label="Revoke tokens" title="Revoke tokens" withAmount done="Tokens revoked"
        description="Removes tokens from this person's wallet (never below zero)." build={(v) => ({ kind: 'revoke', amount: v.amount, reason: v.reason })} />
      {self ? null : (
        <>
          <UserActionDialog userId={u.id} label={u.role === 'admin' ? 'Remove admin' : 'Make admin'}
            title={u.role === 'admin' ? 'Remove admin' : 'Make admin'} done="Role changed"
            description={u.role === 'admin' ? 'They lose access to the admin area.' : 'They can use the admin area once two-factor sign-in is on.'}
            build={(v) => ({ kind: 'role', role: u.role === 'admin' ? 'user' : 'admin', reason: v.reason })} />
          {u.suspended ? (
            <UserActionDialog userId={u.id} label="Unsuspend" title="Unsuspend" done="Suspension lifted"
              description="They can sign in again." build={(v) => ({ kind: 'unsuspend', reason: v.reason })} />
          ) : (
            <UserActionDialog userId={u.id} label="Suspend" title="Suspend" variant="warning" done="Suspended and signed out"
              description="Signs them out on every device and refuses sign-in until lifted." build={(v) => ({ kind: 'suspend', reason: v.reason })} />
          )}
          <UserActionDialog userId={u.id} label="Delete account" title="Delete account" variant="destructive" confirmEmail={u.email}
            done="Account deleted" description="Erases their profile, uploads and analyses; wallet records stay for accounting. This cannot be undone."
            onDone={() => navigate('/admin/users')}
            build={(v) => ({ kind: 'delete', reason: v.reason, confirmEmail: v.confirmEmail })} />
        </>
      )}
    </div>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    // min-w-0: a long device name (truncated) must not widen the card past a phone's screen.
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

function Row({ k, v }: { k: string; v: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{k}</dt>
      <dd className="break-words">{v}</dd>
    </>
  );
}
