-- Prices set from the admin area, as history: the latest row for a product is its price for new checkouts (a product
-- without a row keeps its catalogue price). Payments already started keep the price they were quoted.
CREATE TABLE product_prices (
  id uuid PRIMARY KEY,
  product_kind text NOT NULL,                  -- bundle | plan
  product_id text NOT NULL,
  price_kobo integer NOT NULL CHECK (price_kobo > 0),
  reason text NOT NULL,
  set_by text,                                 -- admin user id (no FK: the history outlives an admin account)
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_prices_latest_idx ON product_prices(product_kind, product_id, created_at DESC);
