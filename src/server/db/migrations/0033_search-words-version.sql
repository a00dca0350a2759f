ALTER TABLE "catalog_state" ADD COLUMN "words_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The search vocabulary's own stamp (review R11): search_words are kept from grocery_items by triggers, so only a
-- change to grocery_items can change them; price, chain and store writes move catalog_state.version but not this.
-- Like bump_catalog_version (0006): a random step, so two stamps never name different words after a failover that lost
-- commits, and tables resolved through the migration's search_path.
CREATE FUNCTION "bump_words_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "catalog_state" SET "words_version" = "words_version" + 1 + floor(random() * 1000000)::bigint;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "grocery_items_bump_words_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "grocery_items"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_words_version"();
