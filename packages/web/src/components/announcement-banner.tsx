import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { cn } from '@/lib/utils.ts';
import type { Announcement, PublishedContent } from '@nairalens/core/api/content.ts';

// No icon: this bar sits on every public page, inside the landing page's JavaScript budget.
export function AnnouncementBar({ announcement }: { announcement: Announcement }) {
  if (!announcement.active || !announcement.text) return null;
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-2 px-4 py-2 text-center text-sm',
        announcement.tone === 'warning' ? 'bg-warning/20 text-foreground' : 'bg-primary/10 text-foreground',
      )}
    >
      <span className="min-w-0 break-words">{announcement.text}</span>
    </div>
  );
}

/** The banner an admin publishes from Content Management; nothing when none is active (or the request fails). */
export function AnnouncementBanner() {
  const { data } = useQuery({
    queryKey: ['content', 'announcement'],
    queryFn: () => api.get<PublishedContent<'announcement'>>('/api/content/announcement'),
    staleTime: 60_000,
  });
  return data ? <AnnouncementBar announcement={data.content} /> : null;
}
