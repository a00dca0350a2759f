CREATE TABLE "catalog_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_state_single_row" CHECK ("catalog_state"."id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cart_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "grocery_items_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "grocery_items"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "chains_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chains"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "stores_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "prices_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- The users whose rows a statement changed get a new cart version (once per statement, not per row).
CREATE FUNCTION "bump_cart_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "cart_version" = "cart_version" + 1
  WHERE "id" IN (SELECT DISTINCT "user_id" FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_entries_insert_bump_cart_version" AFTER INSERT ON "cart_entries"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_cart_version"();--> statement-breakpoint
CREATE TRIGGER "cart_entries_update_bump_cart_version" AFTER UPDATE ON "cart_entries"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_cart_version"();--> statement-breakpoint
CREATE TRIGGER "cart_entries_delete_bump_cart_version" AFTER DELETE ON "cart_entries"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_cart_version"();--> statement-breakpoint
CREATE TRIGGER "user_preferences_insert_bump_cart_version" AFTER INSERT ON "user_preferences"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_cart_version"();--> statement-breakpoint
CREATE TRIGGER "user_preferences_update_bump_cart_version" AFTER UPDATE ON "user_preferences"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_cart_version"();--> statement-breakpoint
CREATE TRIGGER "user_preferences_delete_bump_cart_version" AFTER DELETE ON "user_preferences"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_cart_version"();
