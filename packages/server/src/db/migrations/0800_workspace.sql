-- Business workspace: members with roles, client profiles (rows of client_profiles plus workspace details),
-- bulk-upload batches and per-file status, invites, an audit trail, API keys and webhooks.
CREATE TABLE workspaces (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  owner_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One workspace per person: the membership decides which workspace every request is scoped to.
CREATE TABLE workspace_members (
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  user_id text NOT NULL UNIQUE REFERENCES "user"(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'analyst', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, user_id)
);

-- A client is a client_profiles row (owned by the workspace owner, whose wallet is the token pool) plus these details.
CREATE TABLE workspace_clients (
  id uuid PRIMARY KEY REFERENCES client_profiles(id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  reference text,
  phone text,
  email text,
  consent_by text NOT NULL,
  consent_at timestamptz NOT NULL,
  consent_text text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspace_clients_ws_idx ON workspace_clients(workspace_id, created_at);

CREATE TABLE workspace_client_notes (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES workspace_clients(id) ON DELETE CASCADE,
  author_id text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workspace_batches (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  created_by text NOT NULL,
  file_count integer NOT NULL,
  quoted_cost integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per statement a workspace sent: its analysis once accepted, or the reason it was refused before any spend.
CREATE TABLE workspace_files (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  batch_id uuid REFERENCES workspace_batches(id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES workspace_clients(id) ON DELETE CASCADE,
  analysis_id uuid UNIQUE REFERENCES analyses(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  token_cost integer NOT NULL DEFAULT 0,
  refused_code text,
  refused_message text,
  uploaded_by text NOT NULL,
  via text NOT NULL DEFAULT 'web',
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspace_files_client_idx ON workspace_files(client_id, created_at);
CREATE INDEX workspace_files_batch_idx ON workspace_files(batch_id);
CREATE INDEX workspace_files_unnotified_idx ON workspace_files(created_at) WHERE notified_at IS NULL AND analysis_id IS NOT NULL;

CREATE TABLE workspace_invites (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'analyst', 'viewer')),
  token_hash text NOT NULL UNIQUE,
  invited_by text NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workspace_audit (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  actor_id text,
  actor_label text,
  action text NOT NULL,
  target text,
  details jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspace_audit_ws_idx ON workspace_audit(workspace_id, created_at DESC);

-- Only a SHA-256 of each key is kept; the key itself is shown once.
CREATE TABLE workspace_api_keys (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('analyst', 'viewer')),
  created_by text NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The signing secret is derived from the server secret and the endpoint id, so it is never stored.
CREATE TABLE workspace_webhooks (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  url text NOT NULL,
  created_by text NOT NULL,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workspace_webhook_deliveries (
  id uuid PRIMARY KEY,
  webhook_id uuid NOT NULL REFERENCES workspace_webhooks(id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  event text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_status_code integer,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workspace_webhook_deliveries_ws_idx ON workspace_webhook_deliveries(workspace_id, created_at DESC);
