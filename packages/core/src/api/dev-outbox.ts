import { z } from 'zod';

/**
 * The development outbox (`GET /api/dev/outbox`, never in production): every e-mail the app "sent" without SMTP,
 * newest first. Tests and the dev mailbox read the links from it.
 */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const devOutboxSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type DevOutbox = z.infer<typeof devOutboxSchema>;
