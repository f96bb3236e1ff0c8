-- A newcomer's walk (issue 20): referral caps that survive a friend's deletion, one free trial token per e-mail.

-- A referred friend who deletes their account stays in the referrer's list as a row with no person attached, so the
-- cap of 5 successful referrals counts them and cannot be reset by deleting friends.
ALTER TABLE referrals ALTER COLUMN referred_user_id DROP NOT NULL;
ALTER TABLE referrals DROP CONSTRAINT referrals_referred_user_id_fkey;
ALTER TABLE referrals ADD CONSTRAINT referrals_referred_user_id_fkey
  FOREIGN KEY (referred_user_id) REFERENCES "user"(id) ON DELETE SET NULL;

-- E-mails of deleted accounts, as keyed hashes (HMAC-SHA256 with the server secret, never the address itself): a new
-- sign-up with one of them gets no second free trial token.
CREATE TABLE deleted_account_emails (
  email_hash text PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);
