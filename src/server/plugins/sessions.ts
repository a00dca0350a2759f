import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/schema/index";
import { endSession, resolveSession, startSession } from "../features/auth/auth.service";
import { createSessionCache } from "../features/auth/session-cache";

export const SESSION_COOKIE = "sid";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null; loaded once per API request. */
    user: UserRow | null;
    sessionToken: string | null;
    /** catalog_state.version as of the session lookup (0 when signed out); see features/cart/cart-cache.ts. */
    catalogVersion: number;
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

  // Resolved sessions are cached while the database's change feed vouches for them: always on the
  // embedded database (decision 007), while LISTEN/NOTIFY is confirmed on a server (decision 036).
  const watch = app.deps.config.sessionCache ? app.deps.database.watchAuthChanges : undefined;
  const cache = watch ? createSessionCache() : undefined;
  if (watch && cache) {
    // Operators hear when the cache turns off (every request then costs a lookup) and when it is back.
    let state: "starting" | "live" | "down" | "closing" = "starting";
    const stop = await watch({
      changed: cache.changed,
      live(until) {
        if (state === "down") app.log.info("session cache back on: the database's change feed is live again");
        if (state !== "closing") state = "live";
        cache.live(until);
      },
      down() {
        if (state === "live")
          app.log.warn("session cache off until the database's change feed is back: every request looks its session up");
        if (state !== "closing") state = "down";
        cache.down();
      },
    });
    app.addHook("onClose", async () => {
      state = "closing";
      await stop();
    });
  }

  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("catalogVersion", 0);

  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (!request.url.startsWith("/api/")) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const session = await resolveSession(db, unsigned.value, new Date(), cache);
    if (!session) return;
    request.user = session.user;
    request.sessionToken = unsigned.value;
    request.catalogVersion = session.catalogVersion;
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
