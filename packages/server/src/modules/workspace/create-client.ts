import { randomUUID } from 'node:crypto';
import { CONSENT_TEXT } from '@nairalens/core/uploads/subject-schema.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, type Actor } from './access.ts';
import { insertClient } from './repository.ts';
import { recordAction } from './resolve-actor.ts';

/** The consent a member confirms before a client's statements may be analysed (stored word for word with who and when). */
export { CONSENT_TEXT };

export interface ClientInput {
  name: string;
  reference?: string | null;
  phone?: string | null;
  email?: string | null;
  consent: boolean;
}

export async function createClient(ctx: AppContext, actor: Actor, input: ClientInput) {
  requirePermission(actor, 'manage-clients');
  const name = input.name.trim();
  if (!name) throw new AppError('VALIDATION', 'Client name is required.');
  if (input.consent !== true) throw new AppError('VALIDATION', `Please confirm consent: ${CONSENT_TEXT}`);
  const id = randomUUID();
  await ctx.database.db.transaction(async (tx) => {
    await insertClient(tx, {
      id,
      workspaceId: actor.workspaceId,
      ownerId: actor.ownerId,
      name,
      reference: input.reference?.trim() || null,
      phone: input.phone?.trim() || null,
      email: input.email?.trim() || null,
      // An API key has no person behind it: the consent is recorded as given through that key.
      consentBy: actor.label,
      consentText: CONSENT_TEXT,
      createdBy: actor.label,
    });
    await recordAction(tx, actor, 'client.created', id, { name });
  });
  return id;
}
