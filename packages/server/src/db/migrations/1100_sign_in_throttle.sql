-- Per-account sign-in throttling: failures per e-mail address (hashed), whatever address or network they come from.
CREATE TABLE sign_in_failures (
  email_hash text PRIMARY KEY,
  failures integer NOT NULL,
  first_failed_at timestamptz NOT NULL,
  last_failed_at timestamptz NOT NULL,
  lock_mailed_at timestamptz
);
