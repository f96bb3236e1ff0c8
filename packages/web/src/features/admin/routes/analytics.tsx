import { LineChartIcon } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon.tsx';

// Placeholder from the Foundation issue: the owner of this screen replaces this file.
export default function AdminAnalyticsPage() {
  return (
    <ComingSoon
      title="Analytics"
      description="Usage, analyses and revenue over time."
      backTo="/admin"
      backLabel="Back to Admin"
      icon={<LineChartIcon className="size-6" aria-hidden />}
    />
  );
}
