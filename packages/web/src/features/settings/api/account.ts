import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AccountDeleted,
  ActiveSession,
  AvatarSaved,
  DataExport,
  DataExportEnvelope,
  DataExports,
  NotificationPreferences,
  NotificationPreferencesEnvelope,
  RevokeAllSessionsBody,
  SecurityStatus,
  Sessions,
  SessionsEnded,
} from '@nairalens/core/api/account.ts';
import { api, ApiError } from '@/lib/api.ts';

/** Settings › Security, Notifications and Privacy (server: /api/account, better-auth under /api/auth). */

export type { ActiveSession, DataExport, NotificationPreferences };

export const securityQuery = queryOptions({
  queryKey: ['account', 'security'],
  queryFn: () => api.get<SecurityStatus>('/api/account/security'),
});

export const sessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: async () => (await api.get<Sessions>('/api/account/sessions')).sessions,
});

export const notificationsQuery = queryOptions({
  queryKey: ['account', 'notifications'],
  queryFn: async () => (await api.get<NotificationPreferencesEnvelope>('/api/account/notifications')).preferences,
});

export const exportsQuery = queryOptions({
  queryKey: ['account', 'exports'],
  queryFn: async () => (await api.get<DataExports>('/api/account/exports')).exports,
});

export function useExports() {
  return useQuery({
    ...exportsQuery,
    // While an export is being prepared, look again every 2 seconds.
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'pending') ? 2000 : false),
  });
}

export const changePassword = (currentPassword: string, newPassword: string) =>
  api.post<unknown>('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });

export const startTwoFactor = (password: string) =>
  api.post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password });

export const confirmTwoFactor = (code: string) => api.post<unknown>('/api/auth/two-factor/verify-totp', { code });

export const disableTwoFactor = (password: string) => api.post<unknown>('/api/auth/two-factor/disable', { password });

export const regenerateBackupCodes = (password: string) =>
  api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password });

export const revokeSession = (id: string) => api.delete<void>(`/api/account/sessions/${encodeURIComponent(id)}`);

const signOutEverywhere: RevokeAllSessionsBody = { keepCurrent: false };
export const revokeAllSessions = () => api.post<SessionsEnded>('/api/account/sessions/revoke-all', signOutEverywhere);

export const saveNotificationPreferences = (prefs: NotificationPreferences) =>
  api.put<NotificationPreferencesEnvelope>('/api/account/notifications', prefs);

export const requestDataExport = () => api.post<DataExportEnvelope>('/api/account/exports', {});

export const deleteAccount = (password: string) => api.post<AccountDeleted>('/api/account/delete', { password });

/** Uploads the photo file as it is (the server checks the bytes, re-encodes and strips metadata). */
export async function uploadAvatar(file: File): Promise<AvatarSaved> {
  let res: Response;
  try {
    res = await fetch('/api/account/avatar', {
      method: 'PUT',
      credentials: 'include',
      headers: {
        'Content-Type':
          file.type === 'image/png' || file.type === 'image/jpeg' ? file.type : 'application/octet-stream',
        Accept: 'application/json',
      },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach NairaLens. Check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as {
    avatarUrl?: string;
    error?: { code: string; message: string };
  } | null;
  if (!res.ok || !body?.avatarUrl) {
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'INTERNAL',
      body?.error?.message ?? 'The photo could not be uploaded. Please try again.',
    );
  }
  return { avatarUrl: body.avatarUrl };
}

/** The base32 secret inside an otpauth:// URI, for manual entry. */
export function secretFromTotpUri(uri: string): string {
  const match = /[?&]secret=([^&]+)/i.exec(uri);
  return match ? decodeURIComponent(match[1]!) : '';
}

/** "JBSW Y3DP EHPK 3PXP" — easier to type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function twoFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_PASSWORD') return 'That password is not correct.';
    if (error.code === 'INVALID_CODE') return 'That code is not correct. Check your authenticator app and try again.';
    if (error.code === 'INVALID_BACKUP_CODE') return 'That backup code is not correct, or it has been used already.';
    if (error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') return 'Too many attempts. Please sign in again.';
    if (error.code === 'INVALID_TWO_FACTOR_COOKIE') return 'This sign-in has expired. Please sign in again.';
    if (error.code === 'ACCOUNT_TEMPORARILY_LOCKED')
      return 'Too many incorrect codes. Two-factor sign-in is locked for 15 minutes.';
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** DELETE /api/account/avatar: removes the profile photo. */
export async function removeAvatar(): Promise<void> {
  await api.delete('/api/account/avatar');
}
