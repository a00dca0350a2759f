-- Every writer now reports changes to sessions, users and catalog_state, whatever its connection
-- (decision 036): app instances on a PostgreSQL server LISTEN on pennycart_auth to cache resolved
-- sessions, and a change made by another instance or by an operator's SQL must reach them too.
-- Until now only a session that had turned pennycart.notify_changes on (the embedded database) sent it.
CREATE OR REPLACE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM pg_notify('pennycart_auth', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
