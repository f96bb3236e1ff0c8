import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@nairalens/core/api/contact-message.ts';
import { api } from '@/lib/api.ts';

export function sendContactMessage(input: ContactMessage) {
  return api.post<{ message: { id: string; status: string; createdAt: string } }>('/api/support/messages', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
