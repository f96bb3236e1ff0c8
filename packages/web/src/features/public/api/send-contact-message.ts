import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export type ContactMessage = { name: string; email: string; subject: string; message: string; website?: string };

export function sendContactMessage(input: ContactMessage) {
  return api.post<{ message: { id: string; status: string; createdAt: string } }>('/api/support/messages', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
