-- Review R82 (decision 101): since 0044, current_prices is a plain filter of newest_observations, which PostgreSQL would
-- write through; a write there would change the kept rows behind prices' back (and the cart, which reads them). It
-- refuses every write, as the DISTINCT ON view before it did: prices are changed in prices, and the triggers of 0042
-- keep newest_observations. Integrity only, no product rule.
CREATE FUNCTION "current_prices_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'current_prices is read-only: change prices, whose triggers keep newest_observations'
    USING ERRCODE = 'object_not_in_prerequisite_state';
END $$;--> statement-breakpoint
CREATE TRIGGER "current_prices_read_only" INSTEAD OF INSERT OR UPDATE OR DELETE ON "current_prices"
  FOR EACH ROW EXECUTE FUNCTION "current_prices_read_only"();
