import type { DbOrTx } from '../../db/client.ts';
import { searchUsers as searchUserRows } from './repository.ts';

export async function searchUsers(db: DbOrTx, input: { q: string; limit: number; offset: number }) {
  const { rows, total } = await searchUserRows(db, input.q.trim(), input.limit, input.offset);
  return {
    users: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      role: r.role ?? 'user',
      suspended: Boolean(r.banned),
      twoFactorEnabled: Boolean(r.twoFactorEnabled),
      emailVerified: r.emailVerified,
      tokensBalance: r.tokensBalance ?? 0,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}
