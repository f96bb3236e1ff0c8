import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TESTIMONIALS, type Testimonial } from '@nairalens/core/content/testimonials.ts';
import type { PublishedContent } from '@nairalens/core/api/content.ts';
import { api } from '@/lib/api.ts';

/** The testimonials published from Content Management; the built-in ones while they load or if the request fails. */
export function usePublishedTestimonials(): readonly Testimonial[] {
  const { data } = useQuery({
    queryKey: ['content', 'testimonials'],
    queryFn: () => api.get<PublishedContent<'testimonials'>>('/api/content/testimonials'),
    staleTime: 60_000,
  });
  return data?.content ?? DEFAULT_TESTIMONIALS;
}
