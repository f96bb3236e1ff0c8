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
import { PageHeader } from '@/components/page-header.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';

// Foundation version: the tiles that reach the admin sub-screens. The admin issue replaces this file (statistics,
// real figures).
const TILES = [
  { to: '/admin/analytics', title: 'Analytics', description: 'Usage, analyses and revenue over time.', icon: BarChart3Icon },
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
  { to: '/admin/audit', title: 'Security & Audit', description: 'The audit log of sensitive actions.', icon: ShieldCheckIcon },
  { to: '/admin/cms', title: 'Content Management', description: 'Marketing and help content.', icon: PenSquareIcon },
];

export default function AdminDashboardPage() {
  return (
    <div>
      <PageHeader title="Admin Dashboard" description="System administration and management tools" />
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
