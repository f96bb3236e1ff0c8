import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { touchSession } from './repository.ts';
import { forgetTotpSteps } from './throttle-repository.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { audit } from '../../audit.ts';
import { attemptsUsed, clearAttempts, reauthKey, recordAttempt, REAUTH_RULE } from './attempts.ts';
import { matchStoredEntry, NO_MATCH } from '../../auth/backup-codes.ts';
import { describeDevice } from './devices.ts';
import { clearSignInFailures, LOCK_AT, recordSignInFailure, signInWait } from './sign-in-throttle.ts';
import { claimStep, matchingStep, REPLAYED } from './totp-replay.ts';

/**
 * The account-security side of better-auth's request pipeline (wired in auth/auth.ts):
 *  before — brute-force control on password re-entry, backup-code lookup (hashed storage), password change always
 *           ends the other sessions;
 *  after  — audit of sign-ins, failed sign-ins, two-factor and password changes (never secrets), security e-mails,
 *           "last seen" of sessions.
 */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Endpoints that take the account password again (re-authentication) and share one failure budget per user. */
const REAUTH_PATHS = new Set([
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
  '/verify-password',
]);
const SIGN_IN_PATHS = new Set(['/sign-in/email']);
const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
const LAST_SEEN_EVERY_MS = 5 * 60_000;
const CLIENT_IP_HEADER = 'x-nairalens-client-ip';

interface RequestNote {
  userId: string | null;
  email: string | null;
  /** A code checked to finish a sign-in (no session yet), not to set two-factor up. */
  signIn: boolean;
  /** For verify-totp with a session: was the authenticator already confirmed before this request? */
  totpAlreadyVerified: boolean;
}
// Per HTTP request, from the before hook to the after hook.
const notes = new WeakMap<Request, RequestNote>();

export function createAccountAuthHooks(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
  const { database, mailer, log, config } = deps;
  const db = database.db;

  async function currentSession(ctx: AuthHookContext) {
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
    if (!token) return null;
    const found = await ctx.context.internalAdapter.findSession(token);
    if (!found || new Date(found.session.expiresAt).getTime() <= Date.now()) return null;
    return found;
  }

  async function twoFactorChallengeUser(ctx: AuthHookContext): Promise<string | null> {
    const name = ctx.context.createAuthCookie('two_factor').name;
    const identifier = await ctx.getSignedCookie(name, ctx.context.secret);
    if (!identifier) return null;
    const v = await ctx.context.internalAdapter.findVerificationValue(identifier);
    return v && new Date(v.expiresAt).getTime() > Date.now() ? v.value : null;
  }

  async function twoFactorRow(ctx: AuthHookContext, userId: string) {
    return ctx.context.adapter.findOne<{ id: string; secret: string; backupCodes: string; verified: boolean | null }>({
      model: 'twoFactor',
      where: [{ field: 'userId', value: userId }],
    });
  }

  const ipOf = (ctx: AuthHookContext) =>
    ctx.request?.headers.get(CLIENT_IP_HEADER) ?? ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
  const uaOf = (ctx: AuthHookContext) =>
    ctx.request?.headers.get('user-agent') ?? ctx.headers?.get('user-agent') ?? null;

  async function safely(what: string, work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      log.error({ err: error, component: 'account' }, `account auth hook failed: ${what}`);
    }
  }

  async function securityMail(email: string, subject: string, heading: string, paragraphs: string[]) {
    await mailer.send(email, {
      subject,
      heading,
      paragraphs,
      action: { label: 'Review your security settings', url: `${config.appUrl}/app/settings?tab=security` },
      footnote:
        'You receive this e-mail whatever your notification preferences, because it concerns the safety of your account. If this was not you, change your password now and contact support.',
    });
  }

  const before = async (ctx: AuthHookContext): Promise<{ context: Record<string, unknown> } | undefined> => {
    const path = ctx.path;
    const body = (ctx.body ?? {}) as Record<string, unknown>;

    if (REAUTH_PATHS.has(path)) {
      const found = await currentSession(ctx);
      if (found) {
        if ((await attemptsUsed(database, reauthKey(found.user.id), REAUTH_RULE)) >= REAUTH_RULE.max) {
          await audit(db, { action: 'auth.reauth_blocked', userId: found.user.id, details: { path }, ip: ipOf(ctx) });
          throw new APIError('TOO_MANY_REQUESTS', {
            code: 'TOO_MANY_ATTEMPTS',
            message: 'Too many incorrect passwords. Please wait 15 minutes and try again.',
          });
        }
        if (ctx.request) {
          notes.set(ctx.request, {
            userId: found.user.id,
            email: found.user.email,
            signIn: false,
            totpAlreadyVerified: false,
          });
        }
      }
    }

    if (SIGN_IN_PATHS.has(path) && typeof body.email === 'string') {
      const wait = await signInWait(database, body.email);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60_000);
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'TOO_MANY_ATTEMPTS',
          message: `Too many incorrect passwords for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
        });
      }
    }

    // ASVS V7: a password change ends every other session, whatever the client asked for.
    if (path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };

    if (CODE_PATHS.has(path)) {
      const found = await currentSession(ctx);
      const userId = found?.user.id ?? (await twoFactorChallengeUser(ctx));
      const row = userId ? await twoFactorRow(ctx, userId) : null;
      if (ctx.request) {
        notes.set(ctx.request, {
          userId,
          email: found?.user.email ?? null,
          signIn: !found,
          totpAlreadyVerified: row?.verified === true,
        });
      }
      if (path === '/two-factor/verify-totp' && row && userId) {
        const submitted = typeof body.code === 'string' ? body.code.trim() : '';
        const step = await matchingStep(ctx.context.secretConfig, row.secret, submitted).catch(() => null);
        if (step !== null && !(await claimStep(database, userId, step))) {
          return { context: { body: { ...body, code: REPLAYED } } };
        }
      }
      if (path === '/two-factor/verify-backup-code') {
        // Stored codes are salted hashes: hand better-auth the stored entry the code matches (or one that matches
        // nothing), so its single-use removal, attempt counting and lockout apply unchanged.
        const submitted = typeof body.code === 'string' ? body.code : '';
        const entry = row && submitted ? await matchStoredEntry(row.backupCodes, submitted) : NO_MATCH;
        return { context: { body: { ...body, code: entry } } };
      }
    }
    return undefined;
  };

  const after = async (ctx: AuthHookContext): Promise<void> => {
    const path = ctx.path;
    const returned = ctx.context.returned;
    const failed = isAPIError(returned);
    const errorCode = failed ? String((returned as APIError).body?.code ?? '') : '';
    const ip = ipOf(ctx);
    const note = ctx.request ? notes.get(ctx.request) : undefined;

    if (path === '/get-session') {
      // "Last seen" for the sessions list: every authenticated API call reads the session through here.
      const value = returned as { session?: { id: string; updatedAt: Date | string } } | null;
      if (!failed && value?.session && Date.now() - new Date(value.session.updatedAt).getTime() > LAST_SEEN_EVERY_MS) {
        await safely('last seen', () => touchSession(db, value.session!.id));
      }
      return;
    }

    if (REAUTH_PATHS.has(path) && note?.userId) {
      const userId = note.userId;
      if (failed && (errorCode === 'INVALID_PASSWORD' || errorCode === 'PASSWORD_INCORRECT')) {
        await safely('reauth failure', async () => {
          await recordAttempt(database, reauthKey(userId), REAUTH_RULE);
          await audit(db, { action: 'auth.reauth_failed', userId, details: { path }, ip });
        });
      } else if (!failed) {
        await safely('reauth success', () => clearAttempts(database, reauthKey(userId)));
      }
    }

    if (SIGN_IN_PATHS.has(path)) {
      await safely('sign-in audit', async () => {
        if (failed) {
          const email = String((ctx.body as Record<string, unknown> | undefined)?.email ?? '')
            .trim()
            .toLowerCase();
          const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
          const wrongPassword = errorCode === 'INVALID_EMAIL_OR_PASSWORD';
          if (email && wrongPassword && (await recordSignInFailure(database, email)) && found) {
            await securityMail(found.user.email, 'Sign-ins to your NairaLens account are paused', 'Several wrong passwords', [
              `Someone entered a wrong password for your NairaLens account ${LOCK_AT} times. To protect you, sign-in attempts are being slowed down for a while.`,
              'If it was you, wait a few minutes or reset your password. If it was not you, your account is still safe: the password was not accepted. Consider choosing a stronger password and turning on two-factor sign-in.',
            ]);
          }
          // No attempted e-mail is stored for unknown accounts; known accounts get the event on their own log.
          await audit(db, {
            action: 'auth.sign_in_failed',
            userId: found?.user.id ?? null,
            details: {
              reason: errorCode || 'UNKNOWN',
              knownAccount: Boolean(found),
              device: describeDevice(uaOf(ctx)),
            },
            ip,
          });
          return;
        }
        const created = ctx.context.newSession;
        if (!created) return;
        await clearSignInFailures(database, created.user.email);
        const twoFactorOn = Boolean((created.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled);
        await audit(db, {
          action: twoFactorOn ? 'auth.sign_in_password_verified' : 'auth.sign_in',
          userId: created.user.id,
          details: {
            method: 'password',
            secondFactor: twoFactorOn ? 'required' : 'off',
            device: describeDevice(uaOf(ctx)),
          },
          ip,
        });
      });
      return;
    }

    if (path === '/verify-email' && !failed && ctx.context.newSession) {
      const created = ctx.context.newSession;
      await safely('verify-email audit', () =>
        audit(db, {
          action: 'auth.sign_in',
          userId: created.user.id,
          details: { method: 'email_verification_link', device: describeDevice(uaOf(ctx)) },
          ip,
        }),
      );
      return;
    }

    if (CODE_PATHS.has(path) && note) {
      const factor = path === '/two-factor/verify-totp' ? 'totp' : 'backup_code';
      await safely('two-factor audit', async () => {
        if (failed) {
          await audit(db, {
            action: 'auth.two_factor_failed',
            userId: note.userId,
            details: { factor, during: note.signIn ? 'sign_in' : 'setup', reason: errorCode || 'UNKNOWN' },
            ip,
          });
          return;
        }
        if (note.signIn) {
          await audit(db, {
            action: 'auth.sign_in',
            userId: note.userId,
            details: { method: 'password', secondFactor: factor, device: describeDevice(uaOf(ctx)) },
            ip,
          });
          if (factor === 'backup_code' && note.userId) {
            const row = await twoFactorRow(ctx, note.userId);
            const left = row ? (JSON.parse(row.backupCodes) as unknown[]).length : 0;
            await audit(db, { action: 'auth.backup_code_used', userId: note.userId, details: { remaining: left }, ip });
          }
          return;
        }
        if (factor === 'totp' && !note.totpAlreadyVerified && note.userId) {
          await audit(db, { action: 'auth.two_factor_enabled', userId: note.userId, details: { factor: 'totp' }, ip });
          if (note.email) {
            await securityMail(note.email, 'Two-factor sign-in is now on', 'Two-factor sign-in is on', [
              'From now on, signing in to NairaLens needs your password and a 6-digit code from your authenticator app (or one of your backup codes).',
              'Keep your backup codes somewhere safe: each one works once.',
            ]);
          }
        }
      });
      return;
    }

    if (failed || !note?.userId) return;
    const userId = note.userId;
    const email = note.email;
    await safely(`${path} audit`, async () => {
      if (path === '/change-password') {
        await audit(db, { action: 'auth.password_changed', userId, details: { otherSessionsEnded: true }, ip });
        if (email) {
          await securityMail(email, 'Your NairaLens password was changed', 'Your password was changed', [
            'The password of your NairaLens account was just changed, and every other device was signed out.',
            `Device: ${describeDevice(uaOf(ctx))}.`,
          ]);
        }
      } else if (path === '/two-factor/enable') {
        // A new secret: the single-use record of the old one no longer applies.
        await forgetTotpSteps(database, userId);
        await audit(db, { action: 'auth.two_factor_setup_started', userId, ip });
      } else if (path === '/two-factor/disable') {
        await forgetTotpSteps(database, userId);
        await audit(db, { action: 'auth.two_factor_disabled', userId, ip });
        if (email) {
          await securityMail(email, 'Two-factor sign-in was turned off', 'Two-factor sign-in is off', [
            'Two-factor sign-in was just turned off for your NairaLens account. Signing in now needs only your password.',
          ]);
        }
      } else if (path === '/two-factor/generate-backup-codes') {
        await audit(db, { action: 'auth.backup_codes_regenerated', userId, ip });
      }
    });
  };

  return { before, after };
}
