-- An order is placed from the shopper's basket: its statement deletes the basket's lines and passes what it deleted
-- ("productId x quantity", comma-separated, by product id) to this function with what the order holds. Any
-- difference (another tab ordered the basket, a line changed elsewhere) refuses the whole statement, so two
-- requests racing on one basket give exactly one order. SQLSTATE ESB01 names the refusal (db/errors.ts).
CREATE OR REPLACE FUNCTION everystore_basket_matches(deleted text, ordered text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF deleted IS DISTINCT FROM ordered THEN
    RAISE EXCEPTION 'basket_changed: the basket no longer holds the ordered lines' USING ERRCODE = 'ESB01';
  END IF;
  RETURN true;
END
$$;
