import { useQuery } from '@tanstack/react-query';
import { MegaphoneIcon } from 'lucide-react';
import { api } from '@/lib/api.ts';
import { cn } from '@/lib/utils.ts';

export type Announcement = { active: boolean; text: string; tone: 'info' | 'warning' };

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
      <MegaphoneIcon className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{announcement.text}</span>
    </div>
  );
}

/** The banner an admin publishes from Content Management; nothing when none is active (or the request fails). */
export function AnnouncementBanner() {
  const { data } = useQuery({
    queryKey: ['content', 'announcement'],
    queryFn: () => api.get<{ content: Announcement }>('/api/content/announcement'),
    staleTime: 60_000,
  });
  return data ? <AnnouncementBar announcement={data.content} /> : null;
}
