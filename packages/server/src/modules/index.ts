import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import meRoutes from './me/routes.ts';
import dashboardRoutes from './dashboard/routes.ts';
import clientProfileRoutes from './profiles/routes.ts';
import healthRoutes from './health/routes.ts';
import devRoutes from './dev/routes.ts';
import walletBalanceRoutes from './wallet/balance-routes.ts';
import { grantSignupToken } from './wallet/signup-grant.ts';

type ModulePlugin = (ctx: AppContext) => (app: FastifyInstance) => Promise<void>;

/** Every API area, one line each (prefix + plugin). */
export const API_MODULES: { prefix: string; plugin: ModulePlugin }[] = [
  { prefix: '/api/health', plugin: healthRoutes },
  { prefix: '/api/me', plugin: meRoutes },
  { prefix: '/api/dashboard', plugin: dashboardRoutes },
  { prefix: '/api/profiles', plugin: clientProfileRoutes },
  { prefix: '/api/wallet', plugin: walletBalanceRoutes },
  { prefix: '', plugin: devRoutes },
];

/** Work to do when a user signs up (after the profile row exists). */
export const AUTH_HOOK_FACTORIES: ((ctx: AppContext) => (user: { id: string; email: string; referralCodeUsed?: string | null }) => Promise<void>)[] = [
  (ctx) => (user) => grantSignupToken(ctx.database.db, user.id),
];

/** Background job workers and schedules (pg-boss), one registrar per area. */
export const JOB_REGISTRARS: ((ctx: AppContext) => Promise<void>)[] = [];
