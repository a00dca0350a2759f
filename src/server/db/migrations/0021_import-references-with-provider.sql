-- Import rows written before the provider prefixes (commit 77aeb2d) are referenced "<file>:<line> (note)" and
-- "Open Prices price <id> (ODbL)". Migration 0019 keys import rows by the prefix (decision 029), so re-running those
-- imports would add every such price a second time: the rows get the prefix their import now writes. Where a re-run
-- already added the prefixed twin (same provider, item, place and day), the twin is kept and the old row removed.
-- Only a database holding such rows is written (statement triggers bump the catalog version even for no rows).
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM prices WHERE source = 'import' AND source_ref NOT LIKE 'csv:%' AND source_ref NOT LIKE 'open-prices:%'
  ) THEN
    CREATE TEMPORARY TABLE legacy_import_refs ON COMMIT DROP AS
      SELECT id, item_id, chain_id, coalesce(store_id, 0) AS place, observed_at,
        CASE WHEN source_ref LIKE 'Open Prices price %' THEN 'open-prices:' || substr(source_ref, 19)
          ELSE 'csv:' || source_ref END AS ref
      FROM prices
      WHERE source = 'import' AND source_ref NOT LIKE 'csv:%' AND source_ref NOT LIKE 'open-prices:%';
    DELETE FROM prices p USING legacy_import_refs l
    WHERE p.id = l.id AND EXISTS (
      SELECT 1 FROM prices twin
      WHERE twin.source = 'import' AND twin.id <> l.id AND twin.item_id = l.item_id AND twin.chain_id = l.chain_id
        AND coalesce(twin.store_id, 0) = l.place AND twin.observed_at = l.observed_at
        AND split_part(twin.source_ref, ':', 1) = split_part(l.ref, ':', 1)
    );
    UPDATE prices p SET source_ref = l.ref FROM legacy_import_refs l WHERE p.id = l.id;
  END IF;
END $$;
