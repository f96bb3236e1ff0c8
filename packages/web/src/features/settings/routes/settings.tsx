import type * as React from 'react';
import { useSearchParams } from 'react-router';
import { BellIcon, CreditCardIcon, LockIcon, ShieldIcon, UserIcon, WalletIcon, type LucideIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { BillingTab } from '../components/billing-tab.tsx';
import { NotificationsTab } from '../components/notifications-tab.tsx';
import { PrivacyTab } from '../components/privacy-tab.tsx';
import { ProfileTab } from '../components/profile-tab.tsx';
import { SecurityTab } from '../components/security-tab.tsx';
import { WalletTab } from '../components/wallet-tab.tsx';

const TABS: { value: string; label: string; icon: LucideIcon; Content: () => React.ReactNode }[] = [
  { value: 'profile', label: 'Profile', icon: UserIcon, Content: ProfileTab },
  { value: 'security', label: 'Security', icon: LockIcon, Content: SecurityTab },
  { value: 'notifications', label: 'Notifications', icon: BellIcon, Content: NotificationsTab },
  { value: 'privacy', label: 'Privacy', icon: ShieldIcon, Content: PrivacyTab },
  { value: 'wallet', label: 'Wallet', icon: WalletIcon, Content: WalletTab },
  { value: 'billing', label: 'Billing', icon: CreditCardIcon, Content: BillingTab },
];

export default function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.some((t) => t.value === requested) ? requested! : 'profile';

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Settings" description="Manage your account settings and preferences" />
      <Tabs
        value={tab}
        onValueChange={(v) => {
          const next = new URLSearchParams(params);
          if (v === 'profile') next.delete('tab');
          else next.set('tab', v);
          setParams(next, { replace: true });
        }}
      >
        <div>
          <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:grid-cols-6">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="px-3">
                <Icon aria-hidden className="hidden sm:block" /> {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value} className="mt-6">
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
