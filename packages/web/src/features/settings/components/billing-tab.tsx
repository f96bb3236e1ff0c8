import { CreditCardIcon } from 'lucide-react';
import { SettingsPlaceholder } from './settings-placeholder.tsx';

// Placeholder from the Foundation issue: the owner of this tab replaces this file.
export function BillingTab() {
  return (
    <SettingsPlaceholder
      title="Billing"
      description="Your plan, subscription and token purchases."
      icon={CreditCardIcon}
    />
  );
}
