import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useWalletBalance } from '@/hooks/use-wallet-balance.ts';
import { useRefreshWallet, useSubscription } from '../api/wallet.ts';
import { ActivityTab } from '../components/activity-tab.tsx';
import { BalanceCard } from '../components/balance-card.tsx';
import { BuySection } from '../components/buy-section.tsx';
import { CheckoutDialog } from '../components/checkout-dialog.tsx';
import { ReferralsTab } from '../components/referrals-tab.tsx';

const PAYMENT_TOASTS: Record<string, () => void> = {
  success: () => toast.success('Payment successful', { description: 'Your tokens have been added to your wallet.' }),
  failed: () => toast.error('Payment failed', { description: 'No money was taken for tokens and nothing was added.' }),
  cancelled: () => toast('Payment cancelled', { description: 'Nothing was charged.' }),
  pending: () =>
    toast('Payment pending', { description: 'We will add your tokens as soon as the payment is confirmed.' }),
};

export default function WalletPage() {
  const wallet = useWalletBalance();
  const subscription = useSubscription();
  const refresh = useRefreshWallet();
  const [params, setParams] = useSearchParams();
  const location = useLocation();

  // Back from the payment partner: say how it went, refresh, and clean the address.
  const payment = params.get('payment');
  useEffect(() => {
    if (!payment) return;
    PAYMENT_TOASTS[payment]?.();
    refresh();
    setParams({}, { replace: true });
    // Runs once per payment return (?payment=…), not when refresh or setParams change identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment]);
  const buy = params.get('buy');
  const closeBuy = () => setParams({}, { replace: true });

  useEffect(() => {
    if (location.hash === '#buy') document.getElementById('buy')?.scrollIntoView({ behavior: 'smooth' });
  }, [location.hash, subscription.isPending]);

  return (
    <div className="space-y-8">
      <PageHeader title="Wallet" description="Your tokens, where they come from and when they expire." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <BalanceCard total={wallet.totalBalance} buckets={wallet.balances} loading={wallet.isPending} />
        <Tabs defaultValue="activity" className="min-w-0">
          <TabsList>
            <TabsTrigger value="activity">Activity</TabsTrigger>
            <TabsTrigger value="referrals">Referrals</TabsTrigger>
          </TabsList>
          <TabsContent value="activity" className="pt-4">
            <ActivityTab />
          </TabsContent>
          <TabsContent value="referrals" className="pt-4">
            <ReferralsTab />
          </TabsContent>
        </Tabs>
      </div>
      <BuySection currentPlanId={subscription.data?.subscription?.planId ?? null} />
      <CheckoutDialog productId={buy} onClose={closeBuy} />
    </div>
  );
}
