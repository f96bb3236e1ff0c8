import { FileTextIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function CreditReportDetailPage() {
  return (
    <ComingSoon
      title="Credit Report Detail"
      description="Your score, accounts, factors and recommendations will appear here."
      backTo="/app/credit-reports"
      backLabel="Back to Credit Reports"
      icon={<FileTextIcon className="size-6" aria-hidden />}
    />
  );
}
