-- Review R124 (decision 106): bump_catalog_version_on_update compares rows as jsonb, and a float's text in jsonb follows
-- the writing session's extra_float_digits: a session with it at 0 or below (not the default) could change a size
-- below 15 significant digits without raising the stamp, and kept cart parts would keep the old size. Set for the
-- function, whatever the writer's session says: every float written out in full (shortest exact form).
ALTER FUNCTION "bump_catalog_version_on_update"() SET extra_float_digits = 3;
