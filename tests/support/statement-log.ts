import type { Db } from "../../src/server/db/client";

export type Statement = { text: string; params: readonly unknown[] };

type Client = Record<string, (...args: unknown[]) => unknown>;
type PendingQuery = PromiseLike<unknown> & { values(): PromiseLike<unknown> };

/**
 * Calls `before` with every statement this drizzle database sends from now until the returned function is called, on
 * PGlite (client.query) and on PostgreSQL (postgres.js client.unsafe). When `before` returns a promise, the statement
 * is sent once it has settled: a test can change the database just before a chosen statement.
 */
export function onStatements(db: Db, before: (statement: Statement) => Promise<unknown> | void): () => void {
  const session = (db as unknown as { session: { client: Client } }).session;
  const original = session.client;
  session.client = watched(original, before);
  return () => {
    session.client = original;
  };
}

/** Transactions run their statements on a client handed to a callback: postgres.js begin and savepoint, PGlite transaction. */
const TRANSACTIONS = new Set<string | symbol>(["begin", "savepoint", "transaction"]);

/** The client, its statements (and those of the transactions run on it) passed to `before` first. */
function watched(original: Client, before: (statement: Statement) => Promise<unknown> | void): Client {
  return new Proxy(original, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== "function") return value;
      const send = (args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args);
      if (TRANSACTIONS.has(prop))
        return (...args: unknown[]) => {
          const run = args.pop() as (client: Client) => unknown;
          return send([...args, (client: Client) => run(watched(client, before))]);
        };
      if (prop !== "query" && prop !== "unsafe") return (value as (...a: unknown[]) => unknown).bind(target);
      return (...args: unknown[]) => {
        const waited =
          typeof args[0] === "string" ? before({ text: args[0], params: Array.isArray(args[1]) ? args[1] : [] }) : undefined;
        if (waited === undefined) return send(args);
        if (prop === "query") return Promise.resolve(waited).then(() => send(args));
        // postgres.js: the pending query in an object, so that awaiting `before` does not run it before drizzle asks
        // `.values()` of it.
        const run = () => Promise.resolve(waited).then(() => ({ pending: send(args) as PendingQuery }));
        return {
          values: () => run().then(({ pending }) => pending.values()),
          then: (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            run()
              .then(({ pending }) => pending)
              .then(resolve, reject),
        };
      };
    },
  }) as Client;
}

/** Records every statement this drizzle database sends until `stop()`: for tests of what a call costs, counted, not timed. */
export function logStatements(db: Db): { statements: Statement[]; stop(): void } {
  const statements: Statement[] = [];
  const stop = onStatements(db, (statement) => {
    statements.push(statement);
  });
  return { statements, stop };
}
