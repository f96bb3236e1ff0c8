import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findUser, listAudit, userAnalyses, userLedger, userSessions } from './repository.ts';
import { presentAudit } from './list-audit.ts';

/** Everything an operator needs about one person on one page. Never secrets: no password hashes, TOTP or tokens. */
export async function getUserDetail(db: DbOrTx, userId: string) {
  const found = await findUser(db, userId);
  if (!found) throw new AppError('NOT_FOUND', 'User not found.');
  const { user: u, profile } = found;
  const [sessions, analyses, ledger, audit] = await Promise.all([
    userSessions(db, userId),
    userAnalyses(db, userId),
    userLedger(db, userId),
    listAudit(db, { subject: userId }, 50, 0),
  ]);
  return {
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.emailVerified,
      role: u.role ?? 'user',
      suspended: Boolean(u.banned),
      suspendedReason: u.banReason,
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
      createdAt: u.createdAt.toISOString(),
    },
    profile: profile && {
      fullName: profile.fullName,
      phone: profile.phone,
      accountType: profile.accountType,
      locationCountry: profile.locationCountry,
      locationRegion: profile.locationRegion,
      setupComplete: profile.setupComplete,
    },
    wallet: {
      balance: profile?.tokensBalance ?? 0,
      ledger: ledger.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    },
    analyses: analyses.map((a) => ({
      ...a,
      createdAt: a.createdAt.toISOString(),
      completedAt: a.completedAt?.toISOString() ?? null,
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastActiveAt: s.updatedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    audit: audit.rows.map(presentAudit),
  };
}
