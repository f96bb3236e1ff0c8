import { z } from 'zod';

/**
 * The audit log as the admin API returns it (`/api/admin/audit`, and the last entries on a person's page). The
 * server answers through these schemas and the web reads them as its types.
 */

/** One recorded action: who did it, to whom, on what, with the details the action wrote. */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  userId: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit` (and `audit.csv`) filters: dates are whole Lagos days, `to` included. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The filter the audit screen sets (paging apart). */
export type AuditFilter = Pick<z.input<typeof auditQuerySchema>, 'actor' | 'action' | 'subject' | 'from' | 'to'>;

/** `GET /api/admin/audit`: one page, newest first, and how many entries match. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
