-- Goals with manual contributions and e-mail reminders, the monthly digest's send log, and the own-transfer pairs a
-- person rejected when combining their accounts (issue 18).
CREATE TABLE goals (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  profile_light_id uuid REFERENCES client_profiles(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('save_up', 'emergency_fund', 'pay_off_loan', 'spend_less')),
  name text NOT NULL,
  target_amount bigint NOT NULL CHECK (target_amount > 0),
  target_date date,
  start_date date NOT NULL,
  category text,
  lender text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'completed')),
  reminder_frequency text CHECK (reminder_frequency IN ('weekly', 'monthly')),
  reminder_day integer,
  reminders_unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX goals_user_idx ON goals(user_id, created_at);
CREATE INDEX goals_reminder_idx ON goals(reminder_frequency) WHERE reminder_frequency IS NOT NULL AND status = 'active';

CREATE TABLE goal_contributions (
  id uuid PRIMARY KEY,
  goal_id uuid NOT NULL REFERENCES goals(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount <> 0),
  note text,
  contributed_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX goal_contributions_goal_idx ON goal_contributions(goal_id);

-- One row per reminder sent: makes a second run of the daily job the same Lagos day a no-op, and lists reminders in
-- the app.
CREATE TABLE goal_reminders_sent (
  goal_id uuid NOT NULL REFERENCES goals(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  sent_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (goal_id, sent_on)
);

CREATE TABLE monthly_digests_sent (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  month text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, month)
);

CREATE TABLE own_transfer_rejections (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  pair_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, pair_id)
);
