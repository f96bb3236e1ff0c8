import { api } from '@/lib/api.ts';

export function subscribeNewsletter(input: { email: string; website?: string }) {
  return api.post<{ status: 'pending'; message: string }>('/api/newsletter/subscribe', input);
}
