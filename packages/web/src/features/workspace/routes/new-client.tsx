import { UserPlusIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function NewClientPage() {
  return (
    <ComingSoon
      title="New Client"
      description="Add a client and upload their statement for analysis."
      backTo="/workspace"
      backLabel="Back to Workspace"
      icon={<UserPlusIcon className="size-6" aria-hidden />}
    />
  );
}
