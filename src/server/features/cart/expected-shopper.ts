import type { FastifyInstance, FastifyRequest } from "fastify";
import { EXPECTED_SHOPPER_HEADER } from "../../../domain/contracts/shopping-list";
import { signedInUser } from "../../plugins/guards";
import { HttpError } from "../../plugins/errors";

const SHOPPER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A change queued offline names its shopper (decision 032). When the session has become another shopper's by the
 * time it is sent (someone else signed in on that browser), the change is refused unchanged with 412, so the phone
 * keeps it for its own shopper; without the header it would be refused as not this session's entry and dropped.
 * Added before the Idempotency-Key hook, so a refused change does not use up its key.
 */
export function refuseOtherShoppersChanges(app: FastifyInstance) {
  app.addHook("preHandler", async (request: FastifyRequest) => {
    const expected = request.headers[EXPECTED_SHOPPER_HEADER];
    if (expected === undefined || request.method === "GET" || request.method === "HEAD") return;
    if (typeof expected !== "string" || !SHOPPER_ID.test(expected)) {
      throw new HttpError(400, `${EXPECTED_SHOPPER_HEADER} must name a shopper's id`);
    }
    if ((await signedInUser(request)).id !== expected) {
      throw new HttpError(412, "This change belongs to another shopper; sign in as them to send it");
    }
  });
}
