import type { AppContext } from '../../context.ts';
import { createAccountAuthHooks } from './auth-hooks.ts';

/** Account security around auth endpoints: lockouts, backup-code replay, audit of sign-ins and security mail. */
export const accountAuthHooks = (ctx: AppContext) => {
  const hooks = createAccountAuthHooks({ config: ctx.config, database: ctx.database, mailer: ctx.mailer, log: ctx.log });
  return { before: hooks.before, after: hooks.after };
};

/** Whether an address belonged to a deleted account (no second free trial token for it). */
export { belongedToDeletedAccount } from './deleted-emails.ts';
// What other modules may use of the account area: erasing an account (the admin area deletes on a person's behalf).
export { deleteAccount } from './deletion.ts';

/** Whether a person wants a kind of e-mail (their notification preferences). */
export { shouldEmail } from './notification-preferences.ts';
