import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { authAdapter } from '../db/auth-adapter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { MIN_PASSWORD_LENGTH, nameProblem, passwordProblem } from '@nairalens/core/auth/credentials.ts';
import { isCommonPassword } from './common-passwords.ts';
import { audit } from '../audit.ts';
import { decodeFromStorage, encodeForStorage, generateBackupCodes } from './backup-codes.ts';

/** Header the Fastify bridge sets from req.ip (which honours TRUST_PROXY); clients cannot set it. */
export const CLIENT_IP_HEADER = 'x-nairalens-client-ip';

/** A user row just created by sign-up, with the extra sign-up fields. */
export interface NewAuthUser {
  id: string;
  email: string;
  name: string;
  persona?: string | null;
  accountType?: string | null;
  locationCountry?: string | null;
  locationRegion?: string | null;
  referralCodeUsed?: string | null;
}

/** better-auth's endpoint context, as its before/after middleware sees it. */
export type AuthEndpointContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * How modules take part in authentication without auth importing them: each registers its work here at start
 * (modules/index.ts, AUTH_HOOK_FACTORIES), and auth runs the lists in registration order.
 */
export interface AuthHooks {
  /** Once a user row exists (sign-up): the profile first, then the wallet's grants and referrals. */
  onUserCreated: ((user: NewAuthUser) => Promise<void>)[];
  /** Before an auth endpoint: the first non-undefined result replaces the request (as better-auth's hooks do). */
  before: ((ctx: AuthEndpointContext) => Promise<unknown>)[];
  /** After an auth endpoint: audit and security mail. */
  after: ((ctx: AuthEndpointContext) => Promise<unknown>)[];
}

/** One area's part of the AuthHooks, as its factory returns it. */
export type AuthHookSet = { [K in keyof AuthHooks]?: AuthHooks[K][number] };

export function createAuth(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  hooks: AuthHooks;
}) {
  const { config, database, mailer, log } = deps;
  const db = database.db;
  return betterAuth({
    appName: 'NairaLens',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: authAdapter(db),
    logger: {
      // better-auth logs the e-mail of duplicate sign-ups at info; keep its output at warn and above.
      level: 'warn',
      log: (level, message) => log[level === 'error' ? 'error' : 'warn']({ component: 'auth' }, message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // No account enumeration: a sign-up for a registered address answers like any other; its owner is told.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(user.email, {
          subject: 'Someone tried to create a NairaLens account with your e-mail',
          heading: 'You already have an account',
          paragraphs: [
            'Someone (hopefully you) just tried to sign up to NairaLens with this e-mail address. You already have an account, so nothing was changed.',
            'If it was you, simply sign in. If it was not, you can ignore this message: your account is safe.',
          ],
          action: { label: 'Sign in', url: `${config.appUrl}/auth?mode=signin` },
        });
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(user.email, {
          subject: 'Reset your NairaLens password',
          heading: 'Reset your password',
          paragraphs: ['Follow the link below to choose a new password. The link works once and expires in one hour.'],
          action: { label: 'Choose a new password', url },
          footnote: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url: rawUrl }) => {
        // Every verification link lands on /auth-verified (docs/product-rules.md), including those sent when an unverified
        // person tries to sign in (better-auth would otherwise fall back to "/").
        const link = new URL(rawUrl);
        link.searchParams.set('callbackURL', '/auth-verified');
        const url = link.toString();
        await mailer.send(user.email, {
          subject: 'Confirm your e-mail for NairaLens',
          heading: `Welcome to NairaLens${user.name ? `, ${user.name.split(' ')[0]}` : ''}`,
          paragraphs: [
            'Confirm your e-mail address to start. Your free trial token is waiting: upload a bank statement and see your real income, spending and savings in under 60 seconds.',
          ],
          action: { label: 'Confirm my e-mail', url },
          footnote: 'This link expires in 24 hours. If you did not create a NairaLens account, ignore this e-mail.',
        });
      },
    },
    user: {
      additionalFields: {
        persona: { type: 'string', required: false, input: true },
        accountType: { type: 'string', required: false, input: true, defaultValue: 'personal' },
        locationCountry: { type: 'string', required: false, input: true, defaultValue: 'Nigeria' },
        locationRegion: { type: 'string', required: false, input: true },
        referralCodeUsed: { type: 'string', required: false, input: true, fieldName: 'referralCodeUsed' },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.rateLimits,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/two-factor/*': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // TOTP secrets are stored encrypted (better-auth's symmetric encryption with the auth secret); backup codes are
      // stored as salted scrypt hashes (auth/backup-codes.ts). A sign-in challenge allows 5 code attempts,
      // and 10 consecutive failures lock two-factor verification for 15 minutes (better-auth's account lockout).
      twoFactor({
        issuer: 'NairaLens',
        backupCodeOptions: {
          amount: 10,
          customBackupCodesGenerate: () => generateBackupCodes(10),
          storeBackupCodes: { encrypt: encodeForStorage, decrypt: decodeFromStorage },
        },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const passwordField =
          ctx.path === '/sign-up/email' ? 'password' : ctx.path === '/change-password' || ctx.path === '/reset-password' ? 'newPassword' : null;
        if (ctx.path === '/sign-up/email') {
          // The web form checks the same rule; this is what holds whatever a client sends.
          const problem = nameProblem((ctx.body as Record<string, unknown> | undefined)?.name);
          if (problem) throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: problem });
        }
        if (passwordField) {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const password = typeof body[passwordField] === 'string' ? body[passwordField] : null;
          // better-auth's own texts ("Password too short") are library words; say it as the form does.
          const lengthProblem = password === null ? null : passwordProblem(password);
          if (password !== null && lengthProblem) {
            throw new APIError('BAD_REQUEST', {
              code: password.length < MIN_PASSWORD_LENGTH ? 'PASSWORD_TOO_SHORT' : 'PASSWORD_TOO_LONG',
              message: lengthProblem,
            });
          }
          if (password !== null && isCommonPassword(password, String(body.email ?? ''))) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_COMPROMISED',
              message: 'This password is too common and easy to guess. Please choose a different one.',
            });
          }
        }
        for (const hook of deps.hooks.before) {
          const result = await hook(ctx);
          if (result !== undefined) return result;
        }
        return undefined;
      }),
      // Audit of sign-ins (after any second factor), failed sign-ins, password and two-factor changes; security mail.
      after: createAuthMiddleware(async (ctx) => {
        for (const hook of deps.hooks.after) await hook(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const u = user as typeof user & NewAuthUser;
            for (const hook of deps.hooks.onUserCreated) await hook(u);
            await audit(db, { action: 'auth.sign_up', userId: u.id });
          },
        },
      },
      // Sign-ins are audited by the account hooks (after the second factor, not at every session rotation).
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
