import { useQuery } from '@tanstack/react-query';
import { helpTopics, type HelpTopic } from '@nairalens/core/help/knowledge-base.ts';
import { useCurrentPrice } from '@/hooks/use-current-price.ts';
import type { PublishedContent } from '@nairalens/core/api/content.ts';
import { api } from '@/lib/api.ts';

/**
 * What the assistant answers from: the built-in knowledge base with today's prices and the answers an admin published
 * from Content Management (read at run time, so a published change needs no deploy). The built-in topics answer while
 * these load or if the request fails.
 */
export function useHelpTopics(): HelpTopic[] {
  const price = useCurrentPrice();
  const { data } = useQuery({
    queryKey: ['content', 'help-answers'],
    queryFn: () => api.get<PublishedContent<'help-answers'>>('/api/content/help-answers'),
    staleTime: 60_000,
  });
  return helpTopics({ price, published: data?.content ?? [] });
}
