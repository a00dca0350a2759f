import type { Db } from "../../src/server/db/client";

export type Statement = { text: string; params: readonly unknown[] };

type Client = Record<string, (...args: unknown[]) => unknown>;

/**
 * Records every statement this drizzle database sends from now until `stop()`: its text and parameters, on PGlite
 * (client.query) and on PostgreSQL (postgres.js client.unsafe). For tests of what a call costs, counted, not timed.
 */
export function logStatements(db: Db): { statements: Statement[]; stop(): void } {
  const session = (db as unknown as { session: { client: Client } }).session;
  const original = session.client;
  const statements: Statement[] = [];
  session.client = new Proxy(original, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== "function") return value;
      if (prop !== "query" && prop !== "unsafe") return (value as (...a: unknown[]) => unknown).bind(target);
      return (...args: unknown[]) => {
        if (typeof args[0] === "string") statements.push({ text: args[0], params: Array.isArray(args[1]) ? args[1] : [] });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Client;
  return {
    statements,
    stop: () => {
      session.client = original;
    },
  };
}
