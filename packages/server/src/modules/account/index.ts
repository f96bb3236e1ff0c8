import type { AppContext } from '../../context.ts';
import { createAccountAuthHooks } from './auth-hooks.ts';

/** Account security around auth endpoints: lockouts, backup-code replay, audit of sign-ins and security mail. */
export const accountAuthHooks = (ctx: AppContext) => {
  const hooks = createAccountAuthHooks({ config: ctx.config, database: ctx.database, mailer: ctx.mailer, log: ctx.log });
  return { before: hooks.before, after: hooks.after };
};

/** Whether an address belonged to a deleted account (no second free trial token for it). */
export { belongedToDeletedAccount } from './deleted-emails.ts';
