import { Link } from 'react-router';
import {
  BarChart3Icon,
  BrainIcon,
  ChevronRightIcon,
  CreditCardIcon,
  InboxIcon,
  PenSquareIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@nairalens/core/api/admin-stats.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { api } from '@/lib/api.ts';
import { formatNaira, formatNumber } from '@/lib/format.ts';
import { useAuth } from '@/lib/auth.tsx';
import { TwoFactorRequired } from '../components/admin-page.tsx';

// The four statistic cards read real figures, never placeholders; the tiles reach the sub-screens.
const TILES = [
  {
    to: '/admin/analytics',
    title: 'Analytics',
    description: 'Usage, analyses and revenue over time.',
    icon: BarChart3Icon,
  },
  { to: '/admin/users', title: 'User Management', description: 'Find users and manage their roles.', icon: UsersIcon },
  { to: '/admin/support', title: 'Support', description: 'Messages from the contact form.', icon: InboxIcon },
  {
    to: '/admin/settings/payments',
    title: 'Payment Settings',
    description: 'System Settings: plans, bundles and the payment partner.',
    icon: CreditCardIcon,
  },
  {
    to: '/admin/settings/ai',
    title: 'AI Settings',
    description: 'System Settings: categorisation rules and lexicon.',
    icon: BrainIcon,
  },
  {
    to: '/admin/audit',
    title: 'Security & Audit',
    description: 'The audit log of sensitive actions.',
    icon: ShieldCheckIcon,
  },
  { to: '/admin/cms', title: 'Content Management', description: 'Marketing and help content.', icon: PenSquareIcon },
];

export default function AdminDashboardPage() {
  const { user } = useAuth();
  if (user?.twoFactorEnabled === false) {
    return (
      <div>
        <PageHeader title="Admin Dashboard" description="System administration and management tools" />
        <TwoFactorRequired />
      </div>
    );
  }
  return (
    <div>
      <PageHeader title="Admin Dashboard" description="System administration and management tools" />
      <AdminStatCards />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TILES.map(({ to, title, description, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Card className="h-full transition-shadow group-hover:shadow-md">
              <CardHeader className="flex-row items-start gap-4">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </div>
                <div className="min-w-0 flex-1">
                  <CardTitle className="flex items-center justify-between text-base">
                    {title}
                    <ChevronRightIcon className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                  </CardTitle>
                  <CardDescription className="mt-1">{description}</CardDescription>
                </div>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}

function AdminStatCards() {
  const { data, isError } = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: () => api.get<AdminStats>('/api/admin/stats'),
  });
  const cards = [
    { label: 'Total Users', value: data && formatNumber(data.totalUsers) },
    { label: 'Analyses Today', value: data && formatNumber(data.analysesToday) },
    { label: 'Support Tickets', value: data && formatNumber(data.openSupportTickets), hint: 'open' },
    { label: 'Revenue', value: data && formatNaira(data.revenueKobo, { whole: true }), hint: 'all time' },
  ];
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ label, value, hint }) => (
        <Card key={label}>
          <CardHeader>
            <CardDescription>
              {label}
              {hint ? <span className="text-xs"> · {hint}</span> : null}
            </CardDescription>
            <CardTitle className="text-2xl tabular-nums">
              {value ?? (isError ? '—' : <Skeleton className="h-7 w-20" />)}
            </CardTitle>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
}
