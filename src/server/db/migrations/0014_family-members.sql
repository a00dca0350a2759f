CREATE TABLE "family_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" uuid,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_name" text NOT NULL,
	"subject_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_email_lower_key" ON "family_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
-- Grants made before the list existed (the flag set by hand) join the list, with no known date.
INSERT INTO "family_members" ("name", "email", "added_at")
SELECT coalesce(nullif(trim(concat_ws(' ', "first_name", "last_name")), ''), "email"), "email", NULL
FROM "users" WHERE "is_family_premium" AND "email" IS NOT NULL;--> statement-breakpoint
-- users.is_family_premium is derived: true exactly when the user's e-mail is on the family list.
-- A user row computes it whenever its e-mail (or the flag) is written; a change to the list
-- recomputes the users it names. Both take a transaction lock per e-mail first, so a sign-up and
-- an addition of the same address at the same moment cannot each miss the other.
CREATE FUNCTION "user_family_premium"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF NEW."email" IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('pennycart.family:' || lower(NEW."email")));
  END IF;
  NEW."is_family_premium" := NEW."email" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "family_members" WHERE lower("family_members"."email") = lower(NEW."email"));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_family_premium" BEFORE INSERT OR UPDATE OF "email", "is_family_premium" ON "users"
FOR EACH ROW EXECUTE FUNCTION "user_family_premium"();--> statement-breakpoint
CREATE FUNCTION "family_members_sync_users"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('pennycart.family:' || "address"))
  FROM (SELECT DISTINCT lower("email") AS "address" FROM changed_rows ORDER BY 1) AS "addresses";
  -- The row trigger above computes the flag; naming the column is what makes it run.
  UPDATE "users" SET "is_family_premium" = NOT "is_family_premium"
  WHERE lower("email") IN (SELECT lower("email") FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "family_members_truncated"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "users" SET "is_family_premium" = false WHERE "is_family_premium";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "family_members_insert_sync_users" AFTER INSERT ON "family_members"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "family_members_sync_users"();--> statement-breakpoint
CREATE TRIGGER "family_members_update_old_sync_users" AFTER UPDATE ON "family_members"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "family_members_sync_users"();--> statement-breakpoint
CREATE TRIGGER "family_members_update_new_sync_users" AFTER UPDATE ON "family_members"
REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "family_members_sync_users"();--> statement-breakpoint
CREATE TRIGGER "family_members_delete_sync_users" AFTER DELETE ON "family_members"
REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "family_members_sync_users"();--> statement-breakpoint
CREATE TRIGGER "family_members_truncate_sync_users" AFTER TRUNCATE ON "family_members"
FOR EACH STATEMENT EXECUTE FUNCTION "family_members_truncated"();--> statement-breakpoint
-- Flags without an e-mail on the list (or without any e-mail) are dropped now.
UPDATE "users" SET "is_family_premium" = false WHERE "is_family_premium";
