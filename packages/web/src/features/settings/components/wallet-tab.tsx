import { Link } from 'react-router';
import { ArrowRightIcon, CoinsIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { TokenBadge } from '@/components/token-badge.tsx';
import { useWalletBalance } from '@/hooks/use-wallet-balance.ts';
import { useAuth } from '@/lib/auth.tsx';

export function WalletTab() {
  const { wallet } = useAuth();
  const balance = useWalletBalance();
  const tokens = balance.totalBalance ?? wallet?.totalBalance;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Wallet</CardTitle>
        <CardDescription>Your tokens, purchases, activity and referrals live in your wallet.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <div className="flex size-10 items-center justify-center rounded-lg bg-highlight/20 text-highlight-foreground dark:text-highlight">
            <CoinsIcon className="size-5" aria-hidden />
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-sm text-muted-foreground">Current balance</span>
            <TokenBadge balance={tokens} isLoading={balance.isPending} isError={balance.isError} />
          </div>
        </div>
        <Button asChild>
          <Link to="/app/wallet">
            View Full Wallet <ArrowRightIcon />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
