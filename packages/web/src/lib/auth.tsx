import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api.ts';
import { signOutRequest } from './auth-api.ts';
import type { MeJson, MeProfileJson, MeUserJson } from '@nairalens/core/api/me.ts';

export type Role = 'user' | 'admin';

/** The signed-in person: the shared response types of GET /api/me (core/api/me.ts). */
export type MeUser = Omit<MeUserJson, 'role'> & { role: Role };
export type MeProfile = MeProfileJson;
export type Me = Omit<MeJson, 'user'> & { user: MeUser };

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

type AuthContextValue = {
  status: AuthStatus;
  user: MeUser | null;
  profile: MeProfile | null;
  wallet: { totalBalance: number } | null;
  /** Re-reads the session (after sign-in, verification, profile changes). Resolves to the fresh answer. */
  refresh: () => Promise<Me | null>;
  signOut: () => Promise<void>;
};

export const meQueryKey = ['me'] as const;

/** GET /api/me; a 401 means "signed out" and is not an error. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api.get<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: 30_000,
    // Sessions refresh on the server side; re-checking every few minutes and on focus notices expiry or sign-out
    // in another tab.
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  const refresh = useCallback(async () => {
    // A check started before the change (on focus, on an interval) would answer for the old session after this
    // one: on a busy server a signed-in person stayed on the sign-in page, the stale "signed out" written last.
    await queryClient.cancelQueries({ queryKey: meQueryKey });
    const fresh = await fetchMe();
    queryClient.setQueryData(meQueryKey, fresh);
    return fresh;
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch (error) {
      console.error('Sign out failed', error);
    }
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const data = me.data;
    // A failed /api/me (network or 5xx) with nothing cached counts as signed out, so the guard never spins forever.
    const status: AuthStatus = me.isPending ? 'loading' : data ? 'authenticated' : 'unauthenticated';
    return {
      status,
      user: data?.user ?? null,
      profile: data?.profile ?? null,
      wallet: data?.wallet ?? null,
      refresh,
      signOut,
    };
  }, [me.data, me.isPending, refresh, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}

export { initialsFor } from '@nairalens/core/text/initials.ts';

export function displayName(user: MeUser | null, profile: MeProfile | null): string {
  return profile?.fullName?.trim() || user?.name?.trim() || '';
}

export function firstNameOf(user: MeUser | null, profile: MeProfile | null): string {
  return profile?.firstName?.trim() || displayName(user, profile).split(/\s+/)[0] || '';
}

export function isBusinessUser(profile: MeProfile | null): boolean {
  return profile?.persona === 'business' || profile?.accountType === 'workspace_beta';
}
