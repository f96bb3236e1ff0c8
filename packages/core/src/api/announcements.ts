import { z } from 'zod';

/**
 * Product-update announcements as the admin API returns them (`/api/admin/announcements`). The server answers
 * through these schemas and the admin pages read them as their types.
 */

/** `POST /api/admin/announcements[/preview]` body: what the e-mail says. */
export const announcementDraftSchema = z
  .object({
    subject: z.string().trim().min(3, 'Write a subject.').max(120),
    body: z.string().trim().min(10, 'Write the announcement.').max(5000),
  })
  .strict();
export type AnnouncementDraft = z.input<typeof announcementDraftSchema>;

export const sentAnnouncementSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Null until the background job has sent it. */
  sentAt: z.string().nullable(),
  recipients: z.number().int(),
});
export type SentAnnouncement = z.infer<typeof sentAnnouncementSchema>;

/** `GET /api/admin/announcements`: what was sent, and how many people keep product updates on now. */
export const announcementsSchema = z.object({
  audience: z.number().int(),
  announcements: z.array(sentAnnouncementSchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;

/** `POST /api/admin/announcements/preview`: the e-mail exactly as people will get it, and how many it would reach. */
export const announcementPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  audience: z.number().int(),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

/** `POST /api/admin/announcements` (202): published; a background job sends it. */
export const announcementPublishedSchema = z.object({ id: z.string() });
export type AnnouncementPublished = z.infer<typeof announcementPublishedSchema>;
