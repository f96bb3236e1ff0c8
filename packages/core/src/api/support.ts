import { z } from 'zod';

/**
 * The contact form's receipt and the admins' support inbox as the API returns them (`/api/support/messages`,
 * `/api/admin/support/*`). The server answers through these schemas and the web reads them as its types.
 */

export const supportStatusSchema = z.enum(['open', 'answered', 'closed']);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

/** `POST /api/support/messages` (201): the message is stored (or, for a bot, seems to be). */
export const contactReceiptSchema = z.object({
  message: z.object({ id: z.string(), status: supportStatusSchema, createdAt: z.string() }),
});

/** A support message with the admin's reply. */
export const supportMessageSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: supportStatusSchema,
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** An inbox row: the message cut to a preview, without the reply. */
export const supportListItemSchema = supportMessageSchema
  .omit({ message: true, reply: true })
  .extend({ preview: z.string() });
export type SupportListItem = z.infer<typeof supportListItemSchema>;

/** `GET /api/admin/support/messages`: a page of the inbox and the count in each status. */
export const supportListSchema = z.object({
  messages: z.array(supportListItemSchema),
  total: z.number().int(),
  counts: z.object({ open: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SupportList = z.infer<typeof supportListSchema>;

/** One message, after reading, answering or closing it. */
export const supportMessageEnvelopeSchema = z.object({ message: supportMessageSchema });
export type SupportMessageEnvelope = z.infer<typeof supportMessageEnvelopeSchema>;
