import { CreditCardIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function AdminPaymentSettingsPage() {
  return (
    <ComingSoon
      title="Payment Settings"
      description="Payment partner configuration, plans and bundles."
      backTo="/admin"
      backLabel="Back to Admin"
      icon={<CreditCardIcon className="size-6" aria-hidden />}
    />
  );
}
