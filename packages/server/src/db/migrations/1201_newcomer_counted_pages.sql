-- Statements are priced from what they really hold (docs/product-rules.md): a PDF's pages, a spreadsheet's rows. A
-- PDF's rows and a spreadsheet's pages are not known when it is priced, so either figure may be absent.
ALTER TABLE uploads ALTER COLUMN lines DROP NOT NULL;
ALTER TABLE uploads ALTER COLUMN pages DROP NOT NULL;
