import { useQuery } from '@tanstack/react-query';
import type { FaqItem } from '@nairalens/core/help/faq.ts';
import type { PublishedContent } from '@nairalens/core/api/content.ts';
import { api } from '@/lib/api.ts';

/** The FAQ as published from Content Management; undefined until it arrives or when the request fails. */
export function usePublishedFaq(): FaqItem[] | undefined {
  const { data } = useQuery({
    queryKey: ['content', 'faq'],
    queryFn: () => api.get<PublishedContent<'faq'>>('/api/content/faq'),
    staleTime: 60_000,
  });
  return data?.content;
}
