-- Loans (issue 7): loan-contract analyses and saved calculator / comparison / contract scenarios.

-- One row per uploaded loan contract. The document itself is never stored: it is read in memory in a worker
-- thread; only the terms found (and the person's corrections) are kept.
CREATE TABLE loan_contracts (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  file_name text,
  file_size integer NOT NULL,
  file_type text NOT NULL,
  token_cost integer NOT NULL,
  status text NOT NULL CHECK (status IN ('processing', 'completed', 'failed')),
  source text CHECK (source IN ('pdf-text', 'ocr')),
  ocr_confidence numeric(5, 2),
  terms_json jsonb,
  corrections_json jsonb NOT NULL DEFAULT '{}',
  monthly_income bigint,
  failure_code text,
  failure_message text,
  processing_ms integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE UNIQUE INDEX loan_contracts_idem_idx ON loan_contracts(user_id, idempotency_key);
CREATE INDEX loan_contracts_user_idx ON loan_contracts(user_id, created_at DESC);

-- Saved what-if scenarios: a calculator setting, an offer comparison or a (corrected) contract.
CREATE TABLE loan_scenarios (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('calculator', 'comparison', 'contract')),
  name text NOT NULL,
  input_json jsonb NOT NULL,
  contract_id uuid REFERENCES loan_contracts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_scenarios_user_idx ON loan_scenarios(user_id, created_at DESC);
