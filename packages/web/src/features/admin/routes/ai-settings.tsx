import { BrainIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function AdminAiSettingsPage() {
  return (
    <ComingSoon
      title="AI Settings"
      description="Categorisation rules and lexicon settings."
      backTo="/admin"
      backLabel="Back to Admin"
      icon={<BrainIcon className="size-6" aria-hidden />}
    />
  );
}
