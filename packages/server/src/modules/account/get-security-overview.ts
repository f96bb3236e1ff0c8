import type { DbOrTx } from '../../db/client.ts';
import { securityFacts } from './repository.ts';

/** Settings › Security: two-factor on or off, backup codes left, and when the password was last set. */
export async function getSecurityOverview(db: DbOrTx, user: { id: string; twoFactorEnabled: boolean }) {
  const facts = await securityFacts(db, user.id);
  let backupCodesRemaining: number | null = null;
  if (user.twoFactorEnabled && facts.twoFactor?.verified) {
    try {
      backupCodesRemaining = (JSON.parse(facts.twoFactor.backupCodes) as unknown[]).length;
    } catch {
      backupCodesRemaining = 0;
    }
  }
  return {
    twoFactorEnabled: user.twoFactorEnabled,
    backupCodesRemaining,
    passwordUpdatedAt: facts.passwordUpdatedAt?.toISOString() ?? null,
  };
}
