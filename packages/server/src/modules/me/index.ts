import type { NewAuthUser } from '../../auth/auth.ts';
import type { AppContext } from '../../context.ts';
import { createProfileForNewUser } from './repository.ts';

/** Sign-up work of "me": every new user gets a profile row, before any other area's sign-up work runs. */
export const meAuthHooks = (ctx: AppContext) => ({
  onUserCreated: (user: NewAuthUser) => createProfileForNewUser(ctx.database.db, user),
});
