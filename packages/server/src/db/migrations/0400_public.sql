-- Public site: newsletter subscriptions (double opt-in) and fixed-window rate limits for public forms.

CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,                    -- lower-cased
  user_id text REFERENCES "user"(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending',        -- pending | confirmed | unsubscribed
  confirm_token_hash text,                       -- sha256 of the e-mailed token; cleared once confirmed
  confirm_sent_at timestamptz,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_confirm_token_idx ON newsletter_subscriptions(confirm_token_hash);

-- One row per (limit, hashed client key, window); old windows are swept as new hits arrive.
CREATE TABLE public_rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, key, window_start)
);
CREATE INDEX public_rate_limits_window_idx ON public_rate_limits(window_start);

CREATE INDEX support_messages_status_idx ON support_messages(status, created_at DESC);
