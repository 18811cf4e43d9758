-- The order's one statement counts the account's orders again as it writes (orders/order-statements.ts) and passes
-- the counts and the limits here: an order past a limit refuses the whole statement, so nothing of it is written.
-- SQLSTATE ESB02 names the refusal (isRefusedByLimits), as ESB01 names a changed basket.
CREATE OR REPLACE FUNCTION everystore_within_limits(last_hour bigint, per_hour integer, same_day bigint, open_per_day integer) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF last_hour >= per_hour OR same_day >= open_per_day THEN
    RAISE EXCEPTION 'order_limit: the account has reached an order limit' USING ERRCODE = 'ESB02';
  END IF;
  RETURN true;
END
$$;
