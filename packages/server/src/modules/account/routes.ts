import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountDeletedSchema,
  accountPasswordBodySchema,
  avatarSavedSchema,
  dataExportEnvelopeSchema,
  dataExportsSchema,
  notificationPreferencesEnvelopeSchema,
  notificationPreferencesSchema,
  revokeAllSessionsBodySchema,
  securityStatusSchema,
  sessionsEndedSchema,
  sessionsSchema,
} from '@nairalens/core/api/account.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { expireAuthCookiesOf, verifyAccountPassword } from './reauthenticate.ts';
import { getSecurityOverview } from './get-security-overview.ts';
import { requestDataExport } from './request-data-export.ts';
import { downloadDataExport } from './download-data-export.ts';
import { getNotificationPreferences, setNotificationPreferences } from './notification-preferences.ts';
import { listActiveSessions } from './sessions.ts';
import { endAllSessions, endSession } from './end-sessions.ts';
import { listExports, presentExport } from './data-export.ts';
import { deleteAccount } from './deletion.ts';
import { AVATAR_MAX_BYTES, loadAvatar, removeAvatar } from './avatar.ts';
import { uploadAvatar } from './upload-avatar.ts';

const uuidParam = z.object({ id: z.string().uuid() });
const sessionParam = z.object({ id: z.string().min(1).max(100) });

/** Settings › Security, Notifications, Privacy and the profile photo, under /api/account. */
export default function accountRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/account.ts); bodies are parsed after the sign-in check.
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const answer = <T>(schema: T) => ({ schema: { response: { 200: schema } } });
    app.addHook('preHandler', requireUser(ctx));
    // Profile photos arrive as the raw file (PNG or JPG); the real type is decided from the bytes.
    app.addContentTypeParser(
      ['image/png', 'image/jpeg', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES + 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );

    const expireAuthCookies = (reply: FastifyReply) => expireAuthCookiesOf(ctx, reply);
    const verifyPassword = (req: FastifyRequest, password: string) => verifyAccountPassword(ctx, req, password);
    const caller = (req: FastifyRequest) => ({ userId: req.user!.id, sessionId: req.sessionId, ip: req.ip });

    // ── Security ──────────────────────────────────────────────────────────────
    app.get('/security', answer(securityStatusSchema), async (req) => getSecurityOverview(ctx.database.db, req.user!));

    app.get('/sessions', answer(sessionsSchema), async (req) => ({
      sessions: await listActiveSessions(ctx.database.db, req.user!.id, req.sessionId),
    }));

    app.delete('/sessions/:id', async (req, reply) => {
      const { wasCurrent } = await endSession(ctx, caller(req), sessionParam.parse(req.params).id);
      if (wasCurrent) await expireAuthCookies(reply);
      return reply.status(204).send();
    });

    app.post('/sessions/revoke-all', answer(sessionsEndedSchema), async (req, reply) => {
      const { keepCurrent } = revokeAllSessionsBodySchema.parse(req.body ?? {});
      const ended = await endAllSessions(ctx, caller(req), keepCurrent);
      if (!keepCurrent) await expireAuthCookies(reply);
      return { ended };
    });

    // ── Notifications ─────────────────────────────────────────────────────────
    app.get('/notifications', answer(notificationPreferencesEnvelopeSchema), async (req) => ({
      preferences: await getNotificationPreferences(ctx.database.db, req.user!.id),
    }));

    app.put('/notifications', answer(notificationPreferencesEnvelopeSchema), async (req) => {
      const prefs = notificationPreferencesSchema.strict().parse(req.body ?? {});
      const saved = await setNotificationPreferences(ctx.database.db, req.user!.id, prefs);
      if (!saved) throw new AppError('NOT_FOUND', 'No profile found for this account.');
      return { preferences: saved };
    });

    // ── Privacy: data export ──────────────────────────────────────────────────
    app.get('/exports', answer(dataExportsSchema), async (req) => ({
      exports: (await listExports(ctx, req.user!.id)).map(presentExport),
    }));

    app.post('/exports', { schema: { response: { 202: dataExportEnvelopeSchema } } }, async (req, reply) => {
      const row = await requestDataExport(ctx, req.user!.id, req.ip);
      return reply.status(202).send({ export: presentExport(row) });
    });

    app.get('/exports/:id/download', async (req, reply) => {
      const { id } = uuidParam.parse(req.params);
      const file = await downloadDataExport(ctx, req.user!.id, id, req.ip);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.zip);
    });

    // ── Privacy: account deletion ─────────────────────────────────────────────
    app.post('/delete', answer(accountDeletedSchema), async (req, reply) => {
      const { password } = accountPasswordBodySchema.parse(req.body ?? {});
      await verifyPassword(req, password);
      const user = req.user!;
      await audit(ctx.database.db, { action: 'account.deletion_requested', userId: user.id, ip: req.ip });
      const result = await deleteAccount(ctx, user.id, user.email);
      await expireAuthCookies(reply);
      return { deleted: true as const, ledgerRowsKept: result.ledgerRowsKept };
    });

    // ── Profile photo ─────────────────────────────────────────────────────────
    app.put('/avatar', answer(avatarSavedSchema), async (req) => ({
      avatarUrl: await uploadAvatar(ctx, req.user!.id, req.body),
    }));

    app.delete('/avatar', async (req, reply) => {
      await removeAvatar(ctx, req.user!.id);
      return reply.status(204).send();
    });

    app.get('/avatar', async (req, reply) => {
      const avatar = await loadAvatar(ctx, req.user!.id);
      if (!avatar) throw new AppError('NOT_FOUND', 'No profile photo.');
      return reply
        .header('content-type', avatar.contentType)
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(avatar.data);
    });
  };
}
