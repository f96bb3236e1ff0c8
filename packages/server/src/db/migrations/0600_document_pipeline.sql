-- One document pipeline for every uploaded document: a loan contract is now read by a background job like a
-- statement. Its encrypted raw document is kept until the job has read it (never longer than 24 hours), and the
-- row shows the job's progress.
ALTER TABLE loan_contracts ADD COLUMN storage_key text;
ALTER TABLE loan_contracts ADD COLUMN raw_deleted_at timestamptz;
ALTER TABLE loan_contracts ADD COLUMN stage text;
ALTER TABLE loan_contracts ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE loan_contracts ADD COLUMN job_id text;
CREATE INDEX loan_contracts_processing_idx ON loan_contracts(updated_at) WHERE status = 'processing';
CREATE INDEX loan_contracts_storage_idx ON loan_contracts(storage_key) WHERE storage_key IS NOT NULL;
