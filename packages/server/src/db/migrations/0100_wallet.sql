-- Wallet (issue 6): the foundation's token_operations/token_ledger extended, referrals, payments, subscriptions.

-- An operation records what the ledger rules need to answer a replay and a refund: the command's fingerprint (a
-- reused key with a different command is a conflict), its net delta, and for a spend who refunded it.
ALTER TABLE token_operations
  ADD COLUMN fingerprint text,
  ADD COLUMN delta integer NOT NULL DEFAULT 0,
  ADD COLUMN status text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'refunded', 'pending')),
  ADD COLUMN reason text,
  ADD COLUMN analysis_id uuid,
  ADD COLUMN spend_key text,
  ADD COLUMN refunded_by text,
  ADD COLUMN actor_id text,
  ADD COLUMN details jsonb;
CREATE INDEX token_operations_user_created_idx ON token_operations(user_id, created_at DESC);
-- Lots that still hold tokens are found by summing per lot; credits are the rows whose id is their lot id.
CREATE INDEX token_ledger_user_lot_idx ON token_ledger(user_id, lot_id);
CREATE INDEX token_ledger_expiring_idx ON token_ledger(expires_at) WHERE expires_at IS NOT NULL AND id = lot_id;

CREATE TABLE referral_codes (
  user_id text PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referrals (
  id uuid PRIMARY KEY,
  referrer_id text REFERENCES "user"(id) ON DELETE CASCADE,
  referred_user_id text NOT NULL UNIQUE REFERENCES "user"(id) ON DELETE CASCADE,
  code text NOT NULL,
  status text NOT NULL DEFAULT 'signed_up' CHECK (status IN ('signed_up', 'qualified')),
  qualified_at timestamptz,
  reward_expires_at timestamptz,
  qualifying_reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referrals_referrer_idx ON referrals(referrer_id, created_at DESC);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  plan_id text NOT NULL CHECK (plan_id IN ('pro_lite', 'pro_plus', 'business')),
  status text NOT NULL CHECK (status IN ('active', 'cancelled', 'expired', 'past_due')),
  provider text NOT NULL CHECK (provider IN ('paystack', 'test')),
  anchor_at timestamptz NOT NULL,
  period_index integer NOT NULL DEFAULT 0,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  -- Paystack: the reusable authorization of the first payment, charged at each renewal.
  authorization_code text,
  customer_email text,
  provider_subscription_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE UNIQUE INDEX subscriptions_one_live_idx ON subscriptions(user_id) WHERE status IN ('active', 'past_due');
CREATE INDEX subscriptions_due_idx ON subscriptions(current_period_end) WHERE status IN ('active', 'past_due');

CREATE TABLE payments (
  id uuid PRIMARY KEY,
  user_id text REFERENCES "user"(id) ON DELETE SET NULL,
  reference text NOT NULL UNIQUE,
  provider text NOT NULL CHECK (provider IN ('paystack', 'test')),
  product_kind text NOT NULL CHECK (product_kind IN ('bundle', 'plan', 'renewal')),
  product_id text NOT NULL,
  tokens integer NOT NULL,
  price_kobo integer NOT NULL CHECK (price_kobo > 0),
  fee_kobo integer NOT NULL CHECK (fee_kobo >= 0),
  amount_kobo integer NOT NULL CHECK (amount_kobo = price_kobo + fee_kobo),
  currency text NOT NULL DEFAULT 'NGN',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'abandoned')),
  failure_reason text,
  subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
  authorization_url text,
  provider_data jsonb,
  paid_at timestamptz,
  receipt_sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_user_idx ON payments(user_id, created_at DESC);
