-- Decision 046: no trigger carries a product rule or feeds a cache kept by messages. Family Premium is
-- derived by the statements that read a user (isFamilyPremium in schema/users.ts); carts are priced at
-- every read, so nothing counts their versions; nothing caches sessions, so nothing is notified.
-- Kept: constraints, the search-word triggers (search_words and search_word_items are an index of
-- grocery_items) and catalog_state.version (a change stamp the search vocabulary and the price mix
-- check on each use).
DROP TRIGGER "users_family_premium" ON "users";--> statement-breakpoint
DROP TRIGGER "family_members_insert_sync_users" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_update_old_sync_users" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_update_new_sync_users" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_delete_sync_users" ON "family_members";--> statement-breakpoint
DROP TRIGGER "family_members_truncate_sync_users" ON "family_members";--> statement-breakpoint
DROP FUNCTION "user_family_premium"();--> statement-breakpoint
DROP FUNCTION "family_members_sync_users"();--> statement-breakpoint
DROP FUNCTION "family_members_truncated"();--> statement-breakpoint
DROP TRIGGER "cart_entries_insert_bump_cart_version" ON "cart_entries";--> statement-breakpoint
DROP TRIGGER "cart_entries_update_bump_cart_version" ON "cart_entries";--> statement-breakpoint
DROP TRIGGER "cart_entries_delete_bump_cart_version" ON "cart_entries";--> statement-breakpoint
DROP TRIGGER "user_preferences_insert_bump_cart_version" ON "user_preferences";--> statement-breakpoint
DROP TRIGGER "user_preferences_update_bump_cart_version" ON "user_preferences";--> statement-breakpoint
DROP TRIGGER "user_preferences_delete_bump_cart_version" ON "user_preferences";--> statement-breakpoint
DROP TRIGGER "cart_entries_truncate_bump_catalog_version" ON "cart_entries";--> statement-breakpoint
DROP TRIGGER "user_preferences_truncate_bump_catalog_version" ON "user_preferences";--> statement-breakpoint
DROP FUNCTION "bump_cart_version"();--> statement-breakpoint
DROP FUNCTION "bump_cart_version_on_update"();--> statement-breakpoint
DROP TRIGGER "sessions_notify_auth_change" ON "sessions";--> statement-breakpoint
DROP TRIGGER "users_notify_auth_change" ON "users";--> statement-breakpoint
DROP TRIGGER "catalog_state_notify_auth_change" ON "catalog_state";--> statement-breakpoint
DROP FUNCTION "notify_auth_change"();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_family_premium";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "cart_version";
