import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { user } from '../db/schema/index.ts';

/** Sets the role of the account with this e-mail; the ids changed (none when no such account). */
export async function setRoleByEmail(db: DbOrTx, email: string, role: 'admin' | 'user'): Promise<{ id: string }[]> {
  return db
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(eq(user.email, email.toLowerCase()))
    .returning({ id: user.id });
}
