import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

export type Profile = typeof profiles.$inferSelect;

const ACCOUNT_TYPES = new Set(['personal', 'workspace_beta']);

/** Splits "Ada Okafor Nwosu" into first "Ada" and last "Okafor Nwosu". */
export function splitFullName(fullName: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.slice(1).join(' ') || null };
}

/** The profile row made at sign-up from the sign-up metadata. Tokens are credited by the wallet's sign-up hook. */
export async function createProfileForNewUser(
  db: DbOrTx,
  user: {
    id: string;
    name: string;
    persona?: string | null;
    accountType?: string | null;
    locationCountry?: string | null;
    locationRegion?: string | null;
  },
): Promise<void> {
  const accountType = user.accountType && ACCOUNT_TYPES.has(user.accountType) ? user.accountType : 'personal';
  await db
    .insert(profiles)
    .values({
      userId: user.id,
      fullName: user.name,
      ...splitFullName(user.name),
      persona: accountType === 'workspace_beta' ? 'business' : (user.persona ?? null),
      accountType,
      locationCountry: user.locationCountry || 'Nigeria',
      locationRegion: user.locationRegion || null,
    })
    .onConflictDoNothing();
}

export async function findProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function updateProfile(
  db: DbOrTx,
  userId: string,
  patch: Partial<Omit<Profile, 'userId' | 'createdAt' | 'tokensBalance'>>,
): Promise<Profile | null> {
  const rows = await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  return rows[0] ?? null;
}

/** What the web app sees of a profile. */
export function presentProfile(p: Profile) {
  return {
    fullName: p.fullName,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    persona: p.persona,
    accountType: p.accountType,
    locationCountry: p.locationCountry,
    locationRegion: p.locationRegion,
    setupComplete: p.setupComplete,
    avatarUrl: p.avatarUrl,
    tokensBalance: p.tokensBalance,
    notifications: {
      emailAnalysisFinished: p.emailAnalysisFinished,
      emailPaymentReceipts: p.emailPaymentReceipts,
      emailMonthlyDigest: p.emailMonthlyDigest,
      emailProductUpdates: p.emailProductUpdates,
    },
    createdAt: p.createdAt.toISOString(),
  };
}
