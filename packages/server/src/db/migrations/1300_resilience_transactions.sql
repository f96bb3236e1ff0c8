-- How many transactions each category of an analysis holds, stored with the analysis: written when it completes and
-- again by a re-categorisation (the only way its transactions change), so a page of a 200,000-row statement does
-- not count every row on each request. NULL for analyses completed before this column: counted on first read.
ALTER TABLE analyses ADD COLUMN category_counts jsonb;

-- Sorting a page by amount or date walks these instead of sorting the whole statement on each request; statement
-- order (idx) breaks ties, as the query does.
CREATE INDEX analysis_transactions_amount_idx ON analysis_transactions(analysis_id, amount, idx);
CREATE INDEX analysis_transactions_date_idx ON analysis_transactions(analysis_id, date, idx);
