-- Product updates: announcements an admin writes, e-mailed to people who keep email_product_updates on (issue 18).
-- Who published one is in the audit log, so deleting that admin's account keeps the announcement.
CREATE TABLE announcements (
  id uuid PRIMARY KEY,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  recipients integer NOT NULL DEFAULT 0
);

-- One row per person an announcement went to: a retried job does not e-mail anyone twice.
CREATE TABLE announcement_deliveries (
  announcement_id uuid NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (announcement_id, user_id)
);
