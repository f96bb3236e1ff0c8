import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import {
  ArrowRightIcon,
  BarChart3Icon,
  CalculatorIcon,
  CoinsIcon,
  FileTextIcon,
  FileUpIcon,
  HelpCircleIcon,
  InfoIcon,
  TrendingUpIcon,
  type LucideIcon,
} from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useWalletBalance } from '@/hooks/use-wallet-balance.ts';
import { firstNameOf, isBusinessUser, useAuth } from '@/lib/auth.tsx';
import { formatNumber } from '@/lib/format.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { RecentAnalyses } from '../components/recent-analyses.tsx';
import { ScoreHistory } from '../components/score-history.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { WalletStrip } from '../components/wallet-strip.tsx';
import { dashboardSubtitle, greetingFor } from '../greeting.ts';

type Action = { to: string; title: string; description: string; icon: LucideIcon };

export default function DashboardPage() {
  const { user, profile, wallet } = useAuth();
  const dashboard = useDashboard();
  const balance = useWalletBalance();
  const business = isBusinessUser(profile);

  useEffect(() => {
    // Dashboard fetch errors are logged; the page still renders (docs/product-rules.md).
    if (dashboard.error) console.error('Dashboard fetch failed', dashboard.error);
  }, [dashboard.error]);

  const greeting = useMemo(() => greetingFor(new Date().getHours()), []);
  const firstName = firstNameOf(user, profile) || 'there';
  const data = dashboard.data;
  const loading = dashboard.isPending;
  const uploadTo = business ? '/workspace/clients/new' : '/app/upload';

  const actions: Action[] = [
    {
      to: uploadTo,
      title: 'Upload Statement',
      description: business
        ? 'Add a client and analyse their bank statement.'
        : 'Analyse a bank statement in under 60 seconds.',
      icon: FileUpIcon,
    },
    {
      to: '/app/credit-reports/new',
      title: 'Credit Report',
      description: 'Upload a bureau report and see what drives your score.',
      icon: FileTextIcon,
    },
    {
      to: '/app/loan',
      title: 'Loan Calculator',
      description: 'Check repayments and whether a loan fits your income.',
      icon: CalculatorIcon,
    },
  ];

  const value = (n: number | undefined, suffix = '') => (n === undefined ? '—' : `${formatNumber(n)}${suffix}`);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {greeting}, {firstName}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {dashboardSubtitle({ hasData: loading ? true : Boolean(data?.hasData), business })}
        </p>
      </div>

      {profile && !profile.setupComplete && (
        <Alert variant="info">
          <InfoIcon />
          <AlertTitle>Finish setting up your account</AlertTitle>
          <AlertDescription className="flex w-full flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p>Confirm your account type and location so we can tailor your insights.</p>
            <Button asChild size="sm" variant="outline">
              <Link to="/onboarding">Complete Your Setup</Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Total Analyses"
          value={value(data?.totalAnalyses)}
          hint={data ? `${formatNumber(data.completedAnalyses)} completed` : 'Completed analyses'}
          icon={BarChart3Icon}
          loading={loading}
        />
        <StatCard
          title="Tokens Used"
          value={value(data?.tokensUsedThisMonth)}
          hint="This month"
          icon={CoinsIcon}
          loading={loading}
        />
        <StatCard
          title="Success Rate"
          value={value(data?.successRate, '%')}
          hint="Completed / Started, last 30 days"
          icon={TrendingUpIcon}
          loading={loading}
        />
      </section>

      <section aria-label="Quick actions" className="grid gap-4 sm:grid-cols-3">
        {actions.map(({ to, title, description, icon: Icon }) => (
          <Link
            key={title}
            to={to}
            className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Card className="h-full transition-all group-hover:-translate-y-0.5 group-hover:border-primary/40 group-hover:shadow-md">
              <CardContent className="flex h-full flex-row items-start gap-4 p-4 sm:flex-col sm:gap-3 sm:p-5">
                <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-hero-from to-hero-to text-hero-foreground shadow-sm">
                  <Icon className="size-5" aria-hidden />
                </div>
                <div>
                  <p className="flex items-center gap-1 font-semibold">
                    {title}
                    <ArrowRightIcon className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{description}</p>
                </div>
              </CardContent>
            </Card>
          </Link>
        ))}
      </section>

      <WalletStrip
        tokens={balance.totalBalance ?? wallet?.totalBalance}
        loading={balance.isPending && wallet === null}
      />

      <ScoreHistory />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentAnalyses items={data?.recentAnalyses ?? []} loading={loading} uploadTo={uploadTo} />
        </div>
        <Card className="h-fit">
          <CardHeader>
            <div className="mb-1 flex size-10 items-center justify-center rounded-lg bg-highlight/20 text-highlight-foreground dark:text-highlight">
              <HelpCircleIcon className="size-5" aria-hidden />
            </div>
            <CardTitle>Need help?</CardTitle>
            <CardDescription>Ask our assistant, browse common questions or reach the support team.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" className="w-full">
              <Link to="/app/help">
                Get Help <ArrowRightIcon />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
