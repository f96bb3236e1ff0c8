// What other modules may use of the announcements area.
export { registerAnnouncementJobs } from './jobs.ts';
