import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { isAPIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { account, dataExports, twoFactor } from '../../db/schema/index.ts';
import { getNotificationPreferences, setNotificationPreferences } from './notification-preferences.ts';
import { listActiveSessions, revokeAllSessions, revokeSession } from './sessions.ts';
import { listExports, presentExport, requestExport } from './data-export.ts';
import { deleteAccount } from './deletion.ts';
import { AVATAR_MAX_BYTES, loadAvatar, removeAvatar, saveAvatar } from './avatar.ts';
import { attemptsUsed, AVATAR_RULE, EXPORT_RULE, recordAttempt } from './attempts.ts';

const preferencesInput = z
  .object({
    analysisCompleted: z.boolean(),
    paymentReceipts: z.boolean(),
    monthlyDigest: z.boolean(),
    productUpdates: z.boolean(),
  })
  .strict();
const passwordInput = z.object({ password: z.string().min(1, 'Please enter your password.').max(128) }).strict();
const uuidParam = z.object({ id: z.string().uuid() });
const sessionParam = z.object({ id: z.string().min(1).max(100) });
const revokeAllInput = z.object({ keepCurrent: z.boolean().default(false) }).strict();

/** Settings › Security, Notifications, Privacy and the profile photo, under /api/account. */
export default function accountRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireUser(ctx));
    // Profile photos arrive as the raw file (PNG or JPG); the real type is decided from the bytes.
    app.addContentTypeParser(
      ['image/png', 'image/jpeg', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES + 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );

    async function expireAuthCookies(reply: FastifyReply) {
      const authContext = await ctx.auth.$context;
      const secure = ctx.config.appUrl.startsWith('https://') ? '; Secure' : '';
      const names = [
        authContext.authCookies.sessionToken.name,
        authContext.authCookies.sessionData.name,
        authContext.authCookies.dontRememberToken.name,
      ];
      reply.header(
        'set-cookie',
        names.map((n) => `${n}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`),
      );
    }

    /** Re-authentication: the account password, through better-auth (shares its failure budget and audit). */
    async function verifyPassword(req: FastifyRequest, password: string) {
      try {
        await ctx.auth.api.verifyPassword({ body: { password }, headers: fromNodeHeaders(req.headers) });
      } catch (error) {
        if (isAPIError(error)) {
          const code = String(error.body?.code ?? '');
          if (code === 'TOO_MANY_ATTEMPTS')
            throw new AppError('RATE_LIMITED', String(error.body?.message ?? error.message));
          if (code === 'INVALID_PASSWORD')
            throw new AppError('INVALID_PASSWORD', 'That password is not correct.');
          if (error.statusCode === 401) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
        }
        throw error;
      }
    }

    // ── Security ──────────────────────────────────────────────────────────────
    app.get('/security', async (req) => {
      const userId = req.user!.id;
      const db = ctx.database.db;
      const [tf] = await db
        .select({ backupCodes: twoFactor.backupCodes, verified: twoFactor.verified })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userId));
      const [cred] = await db
        .select({ updatedAt: account.updatedAt })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
      let backupCodesRemaining: number | null = null;
      if (req.user!.twoFactorEnabled && tf?.verified) {
        try {
          backupCodesRemaining = (JSON.parse(tf.backupCodes) as unknown[]).length;
        } catch {
          backupCodesRemaining = 0;
        }
      }
      return {
        twoFactorEnabled: req.user!.twoFactorEnabled,
        backupCodesRemaining,
        passwordUpdatedAt: cred?.updatedAt.toISOString() ?? null,
      };
    });

    app.get('/sessions', async (req) => ({
      sessions: await listActiveSessions(ctx.database.db, req.user!.id, req.sessionId),
    }));

    app.delete('/sessions/:id', async (req, reply) => {
      const { id } = sessionParam.parse(req.params);
      const ok = await revokeSession(ctx.database.db, req.user!.id, id);
      if (!ok) throw new AppError('NOT_FOUND', 'That session was not found. It may have ended already.');
      await audit(ctx.database.db, {
        action: 'auth.session_revoked',
        userId: req.user!.id,
        target: `session:${id}`,
        ip: req.ip,
      });
      if (id === req.sessionId) await expireAuthCookies(reply);
      return reply.status(204).send();
    });

    app.post('/sessions/revoke-all', async (req, reply) => {
      const { keepCurrent } = revokeAllInput.parse(req.body ?? {});
      const ended = await revokeAllSessions(ctx.database.db, req.user!.id, keepCurrent ? req.sessionId : null);
      await audit(ctx.database.db, {
        action: 'auth.sessions_revoked_all',
        userId: req.user!.id,
        details: { ended, keepCurrent },
        ip: req.ip,
      });
      if (!keepCurrent) await expireAuthCookies(reply);
      return { ended };
    });

    // ── Notifications ─────────────────────────────────────────────────────────
    app.get('/notifications', async (req) => ({
      preferences: await getNotificationPreferences(ctx.database.db, req.user!.id),
    }));

    app.put('/notifications', async (req) => {
      const prefs = preferencesInput.parse(req.body ?? {});
      const saved = await setNotificationPreferences(ctx.database.db, req.user!.id, prefs);
      if (!saved) throw new AppError('NOT_FOUND', 'No profile found for this account.');
      return { preferences: saved };
    });

    // ── Privacy: data export ──────────────────────────────────────────────────
    app.get('/exports', async (req) => ({ exports: (await listExports(ctx, req.user!.id)).map(presentExport) }));

    app.post('/exports', async (req, reply) => {
      const userId = req.user!.id;
      const pending = await ctx.database.db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
      if (pending.length)
        throw new AppError(
          'CONFLICT',
          'Your data export is already being prepared. We will e-mail you when it is ready.',
        );
      const key = `export:${userId}`;
      if ((await attemptsUsed(ctx.database, key, EXPORT_RULE)) >= EXPORT_RULE.max) {
        throw new AppError('RATE_LIMITED', 'You can request 3 data exports a day. Please try again tomorrow.');
      }
      await recordAttempt(ctx.database, key, EXPORT_RULE);
      const row = await requestExport(ctx, userId, req.ip);
      return reply.status(202).send({ export: presentExport(row) });
    });

    app.get('/exports/:id/download', async (req, reply) => {
      const { id } = uuidParam.parse(req.params);
      const userId = req.user!.id;
      const [row] = await ctx.database.db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', 'That export was not found.');
      if (row.status === 'pending') throw new AppError('CONFLICT', 'This export is still being prepared.');
      if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
        throw new AppError('EXPIRED', 'This export has expired. Please request a new one.');
      }
      const zip = await ctx.storage.get(row.storageKey);
      await ctx.database.db.update(dataExports).set({ downloadedAt: new Date() }).where(eq(dataExports.id, id));
      await audit(ctx.database.db, { action: 'account.export_downloaded', userId, target: `export:${id}`, ip: req.ip });
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="nairalens-data-${day}.zip"`)
        .send(zip);
    });

    // ── Privacy: account deletion ─────────────────────────────────────────────
    app.post('/delete', async (req, reply) => {
      const { password } = passwordInput.parse(req.body ?? {});
      await verifyPassword(req, password);
      const user = req.user!;
      await audit(ctx.database.db, { action: 'account.deletion_requested', userId: user.id, ip: req.ip });
      const result = await deleteAccount(ctx, user.id, user.email);
      await expireAuthCookies(reply);
      return { deleted: true, ledgerRowsKept: result.ledgerRowsKept };
    });

    // ── Profile photo ─────────────────────────────────────────────────────────
    app.put('/avatar', async (req) => {
      const userId = req.user!.id;
      const key = `avatar:${userId}`;
      if ((await attemptsUsed(ctx.database, key, AVATAR_RULE)) >= AVATAR_RULE.max) {
        throw new AppError('RATE_LIMITED', 'Too many photo uploads. Please try again in an hour.');
      }
      await recordAttempt(ctx.database, key, AVATAR_RULE);
      if (!Buffer.isBuffer(req.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please upload a PNG or JPG image.');
      const avatarUrl = await saveAvatar(ctx, userId, req.body);
      return { avatarUrl };
    });

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
