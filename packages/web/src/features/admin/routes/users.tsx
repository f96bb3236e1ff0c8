import { UsersIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function AdminUsersPage() {
  return (
    <ComingSoon
      title="User Management"
      description="Find users, review their accounts and manage roles."
      backTo="/admin"
      backLabel="Back to Admin"
      icon={<UsersIcon className="size-6" aria-hidden />}
    />
  );
}
