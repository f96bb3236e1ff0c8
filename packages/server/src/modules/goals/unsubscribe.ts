import type { AppContext } from '../../context.ts';
import { turnOffEmailKind, unsubscribeGoalReminders } from './repository.ts';
import { verifyUnsubscribe, type UnsubscribeScope } from './unsubscribe-link.ts';

/** Applies a one-click unsubscribe; false for a forged or broken link. */
export async function unsubscribe(ctx: AppContext, scope: UnsubscribeScope, subject: string, sig: string): Promise<boolean> {
  if (!verifyUnsubscribe(ctx, scope, subject, sig)) return false;
  const db = ctx.database.db;
  return scope === 'goal-reminders' ? unsubscribeGoalReminders(db, subject) : turnOffEmailKind(db, subject, scope);
}
