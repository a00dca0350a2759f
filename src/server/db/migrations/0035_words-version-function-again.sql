-- Review R18: 21fa457 corrected bump_words_version by editing 0033 in place, but a database that had already applied
-- 0033 never runs it again and kept `+ 1` with no search_path. Restated here so every database gets it; on a database
-- built after 21fa457 this replaces the function with the same one.
CREATE OR REPLACE FUNCTION "bump_words_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "catalog_state" SET "words_version" = "words_version" + 1 + floor(random() * 1000000)::bigint;
  RETURN NULL;
END
$$;
