// What other modules may use of the goals area.
export { registerGoalJobs } from './jobs.ts';
export { unsubscribeUrl } from './unsubscribe-link.ts';
