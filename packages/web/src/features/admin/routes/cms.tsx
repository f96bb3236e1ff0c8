import { PenSquareIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function AdminCmsPage() {
  return (
    <ComingSoon
      title="Content Management"
      description="Edit the marketing and help content."
      backTo="/admin"
      backLabel="Back to Admin"
      icon={<PenSquareIcon className="size-6" aria-hidden />}
    />
  );
}
