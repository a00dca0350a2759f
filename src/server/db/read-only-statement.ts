/**
 * Whether a statement sent to PostgreSQL certainly only reads (decision 036): a `select`, or a `with …` whose every part
 * is a select, as the catalog search's statements are. The rest, and every transaction, may write, and empty this
 * instance's session cache when they complete.
 *
 * The test errs toward "may write": the words insert, update, delete or merge anywhere in the text (a data-modifying
 * `with`, `select … for update`, or merely a string or a name that spells one) count as a write. A data-modifying
 * statement cannot be written without one of them as a keyword of its own. So does a `;` anywhere: a string of several
 * statements (which the simple query protocol runs one after another) may go on to `truncate`, `call` or `copy`.
 * A select calling a function that writes (none in PennyCart) is beyond this test; its trigger's notification still
 * empties the cache.
 */
export function onlyReads(statement: string): boolean {
  return /^\s*(select|with)\b/i.test(statement) && !/\b(insert|update|delete|merge)\b|;/i.test(statement);
}
