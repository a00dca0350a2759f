-- A change feed for an embedded database (PGlite), where one process owns the data and receives
-- NOTIFY before the writing statement returns: it may then cache what these tables decide (who a
-- session belongs to, the cart versions) until they change. A PostgreSQL server leaves the setting
-- unset and pays nothing but the check.
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF current_setting('pennycart.notify_changes', true) = 'on' THEN
    PERFORM pg_notify('pennycart_auth', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();--> statement-breakpoint
CREATE TRIGGER "catalog_state_notify_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_state"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
