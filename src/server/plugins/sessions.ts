import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/schema/index";
import { endSession, resolveSession, startSession } from "../features/auth/auth.service";
import { isApiRequest } from "./request-path";

/**
 * The session cookie's name: `__Host-sid` over https (issue 27 item 10), so the browser keeps it only when it is
 * Secure, for the whole site and the exact host (no Domain): no subdomain or plain-http page can set or shadow
 * it; `sid` over plain http (development, tests), where a `__Host-` cookie cannot be kept.
 */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-sid" : "sid");

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's own statement checks the session (one round trip, not a lookup and then the statement): the hook
     * only reads the cookie into `sessionToCheck`, and the handler runs its statement through withCheckedSession.
     */
    sessionInStatement?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; loaded once per API request (on a sessionInStatement route, by its statement). */
    user: UserRow | null;
    sessionToken: string | null;
    /** On a sessionInStatement route: the signed cookie's token, not yet checked against the sessions. */
    sessionToCheck: string | null;
  }
  interface FastifyReply {
    signIn(user: UserRow): Promise<void>;
    signOut(): Promise<void>;
  }
}

/** Database-backed sessions: a random token in the signed, httpOnly cookie `sid`. */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.deps.database;
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: app.deps.config.secureCookies,
    signed: true,
  };

  const SESSION_COOKIE = sessionCookieName(cookieOptions.secure);

  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("sessionToCheck", null);

  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (!isApiRequest(request)) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    if (request.routeOptions.config.sessionInStatement) {
      request.sessionToCheck = unsigned.value;
      return;
    }
    const user = await resolveSession(db, unsigned.value, new Date());
    if (!user) return;
    request.user = user;
    request.sessionToken = unsigned.value;
  });

  app.decorateReply("signIn", async function (this: FastifyReply, user: UserRow) {
    // A fresh id at every sign-in: a token planted before sign-in is never promoted.
    if (this.request.sessionToken) await endSession(db, this.request.sessionToken);
    const { token, expiresAt } = await startSession(db, user.id);
    this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    this.request.user = user;
    this.request.sessionToken = token;
  });

  app.decorateReply("signOut", async function (this: FastifyReply) {
    if (this.request.sessionToken) await endSession(db, this.request.sessionToken);
    this.clearCookie(SESSION_COOKIE, { path: "/" });
    this.request.user = null;
    this.request.sessionToken = null;
  });
});
