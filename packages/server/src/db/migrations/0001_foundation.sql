-- Foundation: better-auth tables, profiles, client profiles, uploads, analyses, token ledger, support, audit, outbox.
CREATE TABLE "user" (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  role text DEFAULT 'user',
  banned boolean DEFAULT false,
  ban_reason text,
  ban_expires timestamptz,
  two_factor_enabled boolean DEFAULT false,
  persona text,
  account_type text,
  location_country text,
  location_region text,
  referral_code_used text
);

CREATE TABLE session (
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  ip_address text,
  user_agent text,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  impersonated_by text
);
CREATE INDEX session_user_idx ON session(user_id);

CREATE TABLE account (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_user_idx ON account(user_id);

CREATE TABLE verification (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_identifier_idx ON verification(identifier);

CREATE TABLE two_factor (
  id text PRIMARY KEY,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  verified boolean DEFAULT false,
  failed_verification_count integer DEFAULT 0,
  locked_until timestamptz
);
CREATE INDEX two_factor_user_idx ON two_factor(user_id);

CREATE TABLE rate_limit (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  count integer NOT NULL,
  last_request bigint NOT NULL
);

CREATE TABLE profiles (
  user_id text PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
  full_name text,
  first_name text,
  last_name text,
  phone text,
  persona text,
  account_type text NOT NULL DEFAULT 'personal',
  location_country text NOT NULL DEFAULT 'Nigeria',
  location_region text,
  setup_complete boolean NOT NULL DEFAULT false,
  avatar_url text,
  -- cached total of the ledger; changed only in the same transaction as ledger rows
  tokens_balance integer NOT NULL DEFAULT 0 CHECK (tokens_balance >= 0),
  email_analysis_finished boolean NOT NULL DEFAULT true,
  email_payment_receipts boolean NOT NULL DEFAULT true,
  email_monthly_digest boolean NOT NULL DEFAULT true,
  email_product_updates boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The spec's profiles_light: a labelled client or purpose profile.
CREATE TABLE client_profiles (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_profiles_user_idx ON client_profiles(user_id, created_at DESC);

CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  profile_light_id uuid REFERENCES client_profiles(id) ON DELETE SET NULL,
  file_name text,
  file_size integer NOT NULL,
  file_type text NOT NULL,
  analysis_for text NOT NULL DEFAULT 'me' CHECK (analysis_for IN ('me', 'someone-else')),
  client_name text,
  lines integer NOT NULL,
  pages integer NOT NULL,
  token_cost integer NOT NULL,
  storage_key text,
  raw_deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_idx ON uploads(user_id, created_at DESC);

CREATE TABLE analyses (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  upload_id uuid NOT NULL UNIQUE REFERENCES uploads(id) ON DELETE CASCADE,
  profile_light_id uuid REFERENCES client_profiles(id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  dti numeric(7, 2),
  summary_json jsonb,
  loans_json jsonb,
  result_json jsonb,
  failure_code text,
  failure_message text,
  clean_export_unlocked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX analyses_user_idx ON analyses(user_id, created_at DESC);

-- One row per wallet operation (a grant, a spend, a refund, a purchase credit…): its idempotency key is unique per
-- user, so a replayed request or webhook finds the operation already done and changes nothing.
CREATE TABLE token_operations (
  id uuid PRIMARY KEY,
  user_id text REFERENCES "user"(id) ON DELETE SET NULL,
  idempotency_key text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX token_operations_idem_idx ON token_operations(user_id, idempotency_key);

-- Append-only token ledger. Credits are "lots" (bucket + expiry); debits name the lot they draw from.
CREATE TABLE token_ledger (
  id uuid PRIMARY KEY,
  user_id text REFERENCES "user"(id) ON DELETE SET NULL,
  delta integer NOT NULL CHECK (delta <> 0),
  bucket text NOT NULL,
  type text NOT NULL,
  status text NOT NULL DEFAULT 'completed',
  reason text,
  analysis_id uuid,
  lot_id uuid,
  expires_at timestamptz,
  operation_id uuid NOT NULL REFERENCES token_operations(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX token_ledger_user_idx ON token_ledger(user_id, created_at DESC);
CREATE INDEX token_ledger_lot_idx ON token_ledger(lot_id);
CREATE INDEX token_ledger_operation_idx ON token_ledger(operation_id);

-- The spec's abuse_flags used as a support inbox (type 'support_request').
CREATE TABLE support_messages (
  id uuid PRIMARY KEY,
  user_id text REFERENCES "user"(id) ON DELETE SET NULL,
  type text NOT NULL DEFAULT 'support_request',
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  reply text,
  replied_by text,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_created_idx ON support_messages(created_at DESC);

CREATE TABLE audit_log (
  id uuid PRIMARY KEY,
  user_id text,
  actor_id text,
  action text NOT NULL,
  target text,
  details jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_user_idx ON audit_log(user_id, created_at DESC);

-- Development mail outbox (also used by tests); production sends through SMTP and never writes here.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
