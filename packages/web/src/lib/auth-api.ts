import { api } from './api.ts';

export const VERIFY_CALLBACK = '/auth-verified';

export type SignUpInput = {
  email: string;
  password: string;
  name: string;
  persona?: string;
  accountType: 'personal' | 'workspace_beta';
  locationCountry: string;
  locationRegion?: string;
  referralCode?: string;
};

/*
 * The calls below go through api.ts (plain fetch) rather than the typed client so that the sign-up metadata fields
 * the server adds are sent as they are, and every failure surfaces as one ApiError { status, code, message }.
 */
export function signUpEmail(input: SignUpInput) {
  // The server's sign-up field for the referral code is `referralCodeUsed` (better-auth additional field).
  const { referralCode, ...rest } = input;
  return api.post<{ user?: unknown }>('/api/auth/sign-up/email', {
    ...rest,
    ...(referralCode ? { referralCodeUsed: referralCode } : {}),
    callbackURL: VERIFY_CALLBACK,
  });
}

export function signInEmail(email: string, password: string) {
  return api.post<unknown>('/api/auth/sign-in/email', { email, password, callbackURL: VERIFY_CALLBACK });
}

export function sendVerificationEmail(email: string) {
  return api.post<unknown>('/api/auth/send-verification-email', { email, callbackURL: VERIFY_CALLBACK });
}

export function signOutRequest() {
  return api.post<unknown>('/api/auth/sign-out', {});
}
