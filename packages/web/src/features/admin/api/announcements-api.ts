import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnnouncementDraft,
  AnnouncementPreview,
  AnnouncementPublished,
  Announcements,
} from '@nairalens/core/api/announcements.ts';
import { api } from '@/lib/api.ts';

export type { AnnouncementDraft, AnnouncementPreview };

/** Product updates sent so far, and how many people keep product updates on now. */
export function useAnnouncements() {
  return useQuery({
    queryKey: ['admin', 'announcements'],
    queryFn: () => api.get<Announcements>('/api/admin/announcements'),
    // A publish is sent by a background job: refresh until its recipients are counted.
    refetchInterval: (q) => (q.state.data?.announcements.some((a) => !a.sentAt) ? 2000 : false),
  });
}

export function useAnnouncementActions() {
  const qc = useQueryClient();
  return {
    preview: useMutation({
      mutationFn: (d: AnnouncementDraft) => api.post<AnnouncementPreview>('/api/admin/announcements/preview', d),
    }),
    publish: useMutation({
      mutationFn: (d: AnnouncementDraft) => api.post<AnnouncementPublished>('/api/admin/announcements', d),
      onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'announcements'] }),
    }),
  };
}
