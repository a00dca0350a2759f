import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { IDEMPOTENCY_KEY_PATTERN } from "../../../domain/contracts/shopping-list";
import type { Db } from "../../db/client";
import { idempotencyKeys } from "../../db/schema/index";
import { signedInUser } from "../../plugins/guards";
import { HttpError } from "../../plugins/errors";

/** A first request still unanswered after this long is taken to have died (its change, if any, is an absolute set). */
const IN_PROGRESS_TAKEOVER_MS = 60_000;

/**
 * PUT, PATCH and DELETE set a state, so running one again gives the same cart; POST adds to it. A POST whose
 * first run may have changed the cart (it died unanswered, or failed on our side) is never run again under its
 * key: the client checks the cart and sends a new key if the change is still wanted.
 */
const runsAgainSafely = (method: string) => method !== "POST";
const KEPT_FOR = sql`interval '1 day'`;
/**
 * The answers kept per shopper at most (issue 27 item 10): far more than a phone queues offline, and a bound on
 * the rows (each holds a cart answer) one account can leave. A new key pushes out the oldest beyond it.
 */
export const MAX_KEYS_PER_SHOPPER = 200;

type Claim = { userId: string; key: string };
const claims = new WeakMap<FastifyRequest, Claim>();

/** The request a key was first used for: method, URL and a digest of the body. */
function describe(request: FastifyRequest): string {
  const digest = createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("base64url");
  return `${request.method} ${request.url} ${digest}`;
}

/** Claims the key for this request; returns the stored answer when the key was used before. */
async function claim(db: Db, userId: string, key: string, request: string, method: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, request })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) {
    await db.execute(sql`
      delete from ${idempotencyKeys} where ${idempotencyKeys.userId} = ${userId} and ${idempotencyKeys.key} in (
        select ${idempotencyKeys.key} from ${idempotencyKeys} where ${idempotencyKeys.userId} = ${userId}
        order by ${idempotencyKeys.createdAt} desc, ${idempotencyKeys.key} offset ${MAX_KEYS_PER_SHOPPER})`);
    return undefined;
  }
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.request !== request) throw new HttpError(422, "This Idempotency-Key was already used for a different request");
  if (row.status !== null) return { status: row.status, body: row.body ?? "" };
  if (Date.now() - row.createdAt.getTime() < IN_PROGRESS_TAKEOVER_MS) {
    throw new HttpError(409, "A request with this Idempotency-Key is still being processed; try again shortly");
  }
  if (!runsAgainSafely(method)) {
    throw new HttpError(
      409,
      "The first request with this Idempotency-Key was never answered; check your cart and send a new key",
    );
  }
  await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return undefined;
}

/**
 * Makes the changing routes of the plugin it is added to honour an `Idempotency-Key` header (decision
 * 022): the first request with a key runs and its answer is kept for a day; the same request sent
 * again with that key gets the kept answer (header `Idempotent-Replayed: true`) and changes nothing.
 * Without the header, requests run as before.
 */
export function addIdempotencyKeys(app: FastifyInstance, db: Db) {
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers["idempotency-key"];
    if (key === undefined || request.method === "GET" || request.method === "HEAD") return;
    if (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new HttpError(400, "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'");
    }
    const userId = (await signedInUser(request)).id;
    const stored = await claim(db, userId, key, describe(request), request.method);
    if (stored) {
      return reply
        .status(stored.status)
        .header("idempotent-replayed", "true")
        .type("application/json; charset=utf-8")
        .send(stored.body);
    }
    claims.set(request, { userId, key });
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const held = claims.get(request);
    if (!held) return payload;
    claims.delete(request);
    const where = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
    // A failure on our side is not kept, so the client's retry with the same key runs the change again, unless
    // the change adds (POST): it may have been applied before the failure, and the kept failure says so.
    if (reply.statusCode >= 500 && runsAgainSafely(request.method)) await db.delete(idempotencyKeys).where(where);
    else
      await db
        .update(idempotencyKeys)
        .set({ status: reply.statusCode, body: typeof payload === "string" ? payload : "" })
        .where(where);
    return payload;
  });
}
