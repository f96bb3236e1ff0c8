-- Credit reports (issue 15): a person's own bureau report, read in a background job like a statement.
-- The document is encrypted at rest under storage_key and deleted once read (and within 24 hours in any case);
-- the password of a protected PDF is used in memory at upload and never stored.
CREATE TABLE credit_reports (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  profile_id uuid REFERENCES client_profiles(id) ON DELETE SET NULL,
  analysis_for text NOT NULL DEFAULT 'me' CHECK (analysis_for IN ('me', 'someone-else')),
  client_name text,
  idempotency_key text NOT NULL,
  file_name text,
  file_size integer NOT NULL,
  file_type text NOT NULL,
  token_cost integer NOT NULL,
  storage_key text,
  raw_deleted_at timestamptz,
  status text NOT NULL CHECK (status IN ('processing', 'completed', 'failed')),
  stage text,
  job_id text,
  attempts integer NOT NULL DEFAULT 0,
  bureau text CHECK (bureau IN ('crc', 'firstcentral', 'creditregistry')),
  report_date date,
  score integer,
  score_band text,
  source text CHECK (source IN ('pdf-text', 'ocr')),
  result_json jsonb,
  disputes_json jsonb NOT NULL DEFAULT '[]',
  clean_export_unlocked boolean NOT NULL DEFAULT false,
  failure_code text,
  failure_message text,
  processing_ms integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE UNIQUE INDEX credit_reports_idem_idx ON credit_reports(user_id, idempotency_key);
CREATE INDEX credit_reports_user_idx ON credit_reports(user_id, created_at DESC);
CREATE INDEX credit_reports_raw_idx ON credit_reports(created_at) WHERE storage_key IS NOT NULL;
