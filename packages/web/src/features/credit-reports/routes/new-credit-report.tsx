import { FilePlusIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function NewCreditReportPage() {
  return (
    <ComingSoon
      title="New Report"
      description="Upload a credit bureau report (PDF, up to 10MB) to get your score, factors and recommendations."
      backTo="/app/credit-reports"
      backLabel="Back to Credit Reports"
      icon={<FilePlusIcon className="size-6" aria-hidden />}
    />
  );
}
