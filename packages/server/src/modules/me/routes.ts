import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { meProfileEnvelopeSchema, meSchema } from '@nairalens/core/api/me.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { AppError } from '../../errors.ts';
import { profileDetailsSchema } from '@nairalens/core/auth/credentials.ts';
import { onboardingSchema } from '@nairalens/core/api/onboarding.ts';
import { createProfileForNewUser, findProfile, presentProfile, updateProfile } from './repository.ts';

const text = (max: number) => z.string().trim().max(max);
// The form's own rules (core/auth/credentials.ts), every field optional for a partial update.
const profilePatch = profileDetailsSchema
  .extend({ locationRegion: text(60).nullable().optional() })
  .partial()
  .strict();

export default function meRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/me.ts); bodies are parsed after the sign-in check.
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const profileAnswer = { schema: { response: { 200: meProfileEnvelopeSchema } } };
    app.addHook('preHandler', requireUser(ctx));

    app.get('/', { schema: { response: { 200: meSchema } } }, async (req) => {
      const user = req.user!;
      const profile = await findProfile(ctx.database.db, user.id);
      return {
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          role: user.role,
          image: user.image,
          twoFactorEnabled: user.twoFactorEnabled,
        },
        profile: profile ? presentProfile(profile) : null,
        wallet: { totalBalance: profile?.tokensBalance ?? 0 },
      };
    });

    app.patch('/profile', profileAnswer, async (req) => {
      const patch = profilePatch.parse(req.body ?? {});
      const current = await findProfile(ctx.database.db, req.user!.id);
      if (!current) throw new AppError('NOT_FOUND', 'No profile found for this account.');
      // Changing the country clears the region unless a new one comes with it (docs/product-rules.md, Settings).
      if (patch.locationCountry && patch.locationCountry !== current.locationCountry && patch.locationRegion === undefined) {
        patch.locationRegion = null;
      }
      const firstName = patch.firstName ?? current.firstName;
      const lastName = patch.lastName ?? current.lastName;
      const fullName = [firstName, lastName].filter(Boolean).join(' ') || current.fullName;
      const updated = await updateProfile(ctx.database.db, req.user!.id, {
        ...patch,
        phone: patch.phone === '' ? null : patch.phone,
        fullName,
      });
      return { profile: presentProfile(updated!) };
    });

    app.post('/onboarding', profileAnswer, async (req) => {
      const input = onboardingSchema.parse(req.body ?? {});
      const current = await findProfile(ctx.database.db, req.user!.id);
      const patch = {
        accountType: input.accountType,
        persona: input.accountType === 'workspace_beta' ? 'business' : (current?.persona ?? null),
        locationCountry: input.locationCountry,
        locationRegion: input.locationRegion ?? null,
        setupComplete: true,
      };
      // Accounts made before profiles existed (or by an admin tool) get their row here; it splits the name too.
      if (!current) await createProfileForNewUser(ctx.database.db, { id: req.user!.id, name: req.user!.name });
      const updated = await updateProfile(ctx.database.db, req.user!.id, patch);
      return { profile: presentProfile(updated!) };
    });
  };
}
