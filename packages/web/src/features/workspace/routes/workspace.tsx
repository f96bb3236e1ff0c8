import { BriefcaseIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function WorkspacePage() {
  return (
    <ComingSoon
      title="Workspace"
      description="Manage your clients and their financial analyses in one place."
      backTo="/app"
      backLabel="Back to Dashboard"
      icon={<BriefcaseIcon className="size-6" aria-hidden />}
    />
  );
}
