/** The rows of a raw statement's answer (db.execute): postgres.js answers an array of rows, PGlite an object with `rows`. */
export function rowsOf(result: unknown): unknown[] {
  // Stryker disable next-line LogicalOperator,ArrayDeclaration: a test run uses one driver, so the other's answer is never read; both answer their rows
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}
