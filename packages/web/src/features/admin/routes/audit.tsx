import { ShieldCheckIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function AdminAuditPage() {
  return (
    <ComingSoon
      title="Security & Audit"
      description="The audit log of sensitive actions."
      backTo="/admin"
      backLabel="Back to Admin"
      icon={<ShieldCheckIcon className="size-6" aria-hidden />}
    />
  );
}
