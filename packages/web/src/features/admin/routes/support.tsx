import { InboxIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function AdminSupportPage() {
  return (
    <ComingSoon
      title="Support"
      description="Messages from the contact form and signed-in users."
      backTo="/admin"
      backLabel="Back to Admin"
      icon={<InboxIcon className="size-6" aria-hidden />}
    />
  );
}
