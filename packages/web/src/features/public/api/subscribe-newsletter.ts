import type { NewsletterPending } from '@nairalens/core/api/newsletter.ts';
import { api } from '@/lib/api.ts';

export function subscribeNewsletter(input: { email: string; website?: string }) {
  return api.post<NewsletterPending>('/api/newsletter/subscribe', input);
}
