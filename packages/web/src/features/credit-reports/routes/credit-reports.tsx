import { FileTextIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function CreditReportsPage() {
  return (
    <ComingSoon
      title="Credit Reports"
      description="Upload reports from CRC Credit Bureau, FirstCentral and CreditRegistry to see your score and what drives it."
      backTo="/app"
      backLabel="Back to Dashboard"
      icon={<FileTextIcon className="size-6" aria-hidden />}
    />
  );
}
