import { createAuthClient } from 'better-auth/react';

/** better-auth's client, mounted under /api/auth on the same origin (docs/API.md). */
export const authClient = createAuthClient({
  baseURL: typeof window !== 'undefined' ? window.location.origin : 'http://localhost:3000',
  basePath: '/api/auth',
  fetchOptions: { credentials: 'include' },
});

// The plain-fetch auth calls (sign-up with metadata, sign-in, resend, sign-out) are in auth-api.ts; this typed client
// is here for better-auth plugins the later issues add (two-factor, sessions list).
