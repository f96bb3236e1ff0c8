-- Settings and account security (issue 9): data exports, profile photos, attempt counters.

-- A person's data export (NDPA portability): a ZIP built by a background job, stored encrypted, downloadable by its
-- owner until it expires. The file is deleted at expiry and with the account.
CREATE TABLE data_exports (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed', 'expired')),
  storage_key text,
  size_bytes integer,
  failure_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz,
  downloaded_at timestamptz
);
CREATE INDEX data_exports_user_idx ON data_exports(user_id, created_at DESC);

-- Profile photo: the re-encoded image lives in encrypted storage; profiles.avatar_url points at the owner-only route.
CREATE TABLE account_avatars (
  user_id text PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters for brute-force controls that better-auth does not cover (password re-entry on account
-- screens, export requests, photo uploads). Keys name the user, never a secret.
CREATE TABLE account_attempts (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

-- TOTP codes are single-use (ASVS V6): the last time-step accepted per person; a code of that step or an earlier
-- one is refused even inside the ±30 s window.
CREATE TABLE account_totp_steps (
  user_id text PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
  last_step bigint NOT NULL
);
