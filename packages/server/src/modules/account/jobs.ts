import type { AppContext } from '../../context.ts';
import { registerExportJobs } from './data-export.ts';

/** Background work of the account area: building data exports and deleting expired ones. */
export async function registerAccountJobs(ctx: AppContext): Promise<void> {
  await registerExportJobs(ctx);
}
