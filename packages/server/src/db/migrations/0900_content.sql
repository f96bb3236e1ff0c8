-- Content managed from the admin area (FAQ items, announcement banner): every saved version is a row, so a publish
-- can be undone by publishing an earlier version again. One draft and one published version per kind at most.
CREATE TABLE content_revisions (
  id uuid PRIMARY KEY,
  kind text NOT NULL,                          -- faq | announcement
  content jsonb NOT NULL,
  state text NOT NULL,                         -- draft | published | superseded
  created_by text,                             -- admin user id (no FK: the history outlives an admin account)
  created_at timestamptz NOT NULL DEFAULT now(),
  published_by text,
  published_at timestamptz
);
CREATE UNIQUE INDEX content_one_draft_idx ON content_revisions(kind) WHERE state = 'draft';
CREATE UNIQUE INDEX content_one_published_idx ON content_revisions(kind) WHERE state = 'published';
CREATE INDEX content_history_idx ON content_revisions(kind, created_at DESC);

-- Categorisation rules for everyone, kept as data: they run before the built-in rules and after nothing else;
-- a person's own rules still win over them.
CREATE TABLE global_category_rules (
  id uuid PRIMARY KEY,
  pattern text NOT NULL,
  direction text NOT NULL,                     -- credit | debit | any
  category text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (pattern, direction)
);
