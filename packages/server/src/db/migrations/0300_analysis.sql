-- Upload → analysis → result (issue 5): idempotent uploads, live stage, the transactions table with
-- recategorisation, and per-user category rules ("apply to similar") that later analyses honour.
ALTER TABLE uploads ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX uploads_idem_idx ON uploads(user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX uploads_raw_idx ON uploads(created_at) WHERE storage_key IS NOT NULL;

-- What the worker is doing now (queued, reading, analysing, saving), shown on the status screen.
ALTER TABLE analyses ADD COLUMN stage text;
ALTER TABLE analyses ADD COLUMN job_id text;
ALTER TABLE analyses ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE analyses ADD COLUMN processing_ms integer;
CREATE INDEX analyses_processing_idx ON analyses(status, created_at) WHERE status = 'processing';

CREATE TABLE analysis_transactions (
  id uuid PRIMARY KEY,
  analysis_id uuid NOT NULL REFERENCES analyses(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  idx integer NOT NULL,
  date date NOT NULL,
  description text NOT NULL,
  amount bigint NOT NULL,
  balance bigint,
  category text NOT NULL,
  engine_category text NOT NULL,
  loan_repayment boolean NOT NULL DEFAULT false,
  lender text,
  recategorised boolean NOT NULL DEFAULT false,
  UNIQUE (analysis_id, idx)
);
CREATE INDEX analysis_transactions_user_idx ON analysis_transactions(user_id);

CREATE TABLE user_category_rules (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  pattern text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('credit', 'debit', 'any')),
  category text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, pattern, direction)
);
