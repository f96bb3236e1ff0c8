import { WalletIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function WalletPage() {
  return (
    <ComingSoon
      title="Wallet"
      description="Your token balance, activity and referrals will live here."
      backTo="/app"
      backLabel="Back to Dashboard"
      icon={<WalletIcon className="size-6" aria-hidden />}
    />
  );
}
