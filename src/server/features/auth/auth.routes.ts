import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { appConfigSchema, localLoginSchema, safeReturnTo as safePath, userSchema } from "../../../domain/contracts/auth";
import { errorSchema, okSchema } from "../../../domain/contracts/common";
import type { LoginTransaction } from "../../integrations/identity/port";
import { HttpError } from "../../plugins/errors";
import { requireUser } from "../../plugins/guards";
import { perClientLimit } from "../../plugins/rate-limit";
import { subscriptionEnded } from "./auth.repository";
import { signInLocal, signInWithOidc, toUserResponse } from "./auth.service";

const OIDC_COOKIE = "oidc_tx";

// Sec-Fetch-Site values of a navigation the user made on our site or typed themselves.
const OWN_NAVIGATION = new Set(["same-origin", "none"]);

/** What GET /api/logout shows when it cannot tell the link was our own: a button that signs out by a post. */
const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out - PennyCart</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#111827}main{max-width:28rem;margin:0 auto}
button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:.5rem;background:#15803d;color:#fff;cursor:pointer}
a{color:#15803d}</style></head>
<body><main><h1>Sign out of PennyCart?</h1>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p><a href="/">Back to PennyCart</a></p></main></body>
</html>`;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, identity, database } = app.deps;
  const { db } = database;
  // Sign-in is limited harder than the rest of the API; RATE_LIMIT_PER_MINUTE=0 turns both off.
  const loginRateLimit = perClientLimit(config, 20);
  const oidcCookie = {
    path: "/api",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
    signed: true,
    maxAge: 600,
  };
  const safeReturnTo = (value: unknown) => safePath(value, config.publicUrl);

  app.get("/api/app-config", { schema: { response: { 200: appConfigSchema } } }, async () => ({
    advertisingEmail: config.advertisingEmail,
    signIn: identity.kind,
    payments: config.stripe ? ("stripe" as const) : ("local" as const),
    stripePublishableKey: config.stripe?.publishableKey ?? null,
  }));

  app.get(
    "/api/login",
    { schema: { querystring: z.object({ returnTo: z.string().optional() }) }, config: loginRateLimit },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      if (identity.kind === "local") {
        return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      }
      const { url, transaction } = await identity.startLogin({ returnTo, redirectUri: `${config.publicUrl}/api/callback` });
      reply.setCookie(OIDC_COOKIE, JSON.stringify(transaction), oidcCookie);
      return reply.redirect(url);
    },
  );

  // The provider's answer arrives in the query (code, state, iss, or an error); openid-client checks it.
  const callbackQuery = z.record(z.string(), z.string());
  app.get("/api/callback", { schema: { querystring: callbackQuery }, config: loginRateLimit }, async (request, reply) => {
    if (identity.kind !== "oidc") throw new HttpError(404, "OpenID Connect sign-in is not configured");
    const raw = request.cookies[OIDC_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value)
      throw new HttpError(400, "Sign-in expired or was started in another browser. Please sign in again.");
    const transaction = JSON.parse(unsigned.value) as LoginTransaction;
    reply.clearCookie(OIDC_COOKIE, { path: "/api" });
    let profile;
    try {
      profile = await identity.finishLogin({ callbackUrl: new URL(request.url, config.publicUrl), transaction });
    } catch (error) {
      request.log.warn({ err: error }, "OpenID Connect callback rejected");
      throw new HttpError(400, "Sign-in failed. Please try again.");
    }
    const returnTo = safeReturnTo(transaction.returnTo);
    const user = await signInWithOidc(db, profile);
    await reply.signIn(user);
    return reply.redirect(returnTo);
  });

  app.post(
    "/api/login/local",
    { config: loginRateLimit, schema: { body: z.record(z.string(), z.unknown()).optional() } },
    async (request, reply) => {
      if (identity.kind !== "local") throw new HttpError(404, "Local sign-in is not available");
      const isForm = request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ?? false;
      const parsed = localLoginSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "Invalid sign-in details";
        if (!isForm) return reply.status(400).send({ message });
        const returnTo = safeReturnTo((request.body as { returnTo?: unknown } | undefined)?.returnTo);
        return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}&error=${encodeURIComponent(message)}`, 303);
      }
      const returnTo = safeReturnTo(parsed.data.returnTo);
      const user = await signInLocal(db, parsed.data);
      await reply.signIn(user);
      if (isForm) return reply.redirect(returnTo, 303);
      return { user: toUserResponse(user, config.adminEmails) };
    },
  );

  // A link (spec §2) that signs out only when the navigation provably started on our own site or was typed
  // (Sec-Fetch-Site same-origin or none). Otherwise (another site's link, or a browser that sends no Sec-Fetch-Site,
  // such as Safari before 16.4, where the SameSite=Lax cookie travels on a cross-site link) it signs no one out and
  // shows a page whose Sign out button posts, which the same-origin check covers (issue 27 item 9).
  app.get("/api/logout", { schema: { response: { 302: z.void(), 200: z.string() } } }, async (request, reply) => {
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && OWN_NAVIGATION.has(String(site))) {
      await reply.signOut();
      return reply.redirect("/");
    }
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(SIGN_OUT_PAGE);
  });

  // The Sign Out button's call; the same-origin check of the security plugin covers it. A form's post (from the
  // page above) is answered with the home page.
  app.post("/api/logout", { schema: { response: { 200: okSchema, 303: z.void() } } }, async (request, reply) => {
    await reply.signOut();
    if (request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) return reply.redirect("/", 303);
    return { ok: true as const };
  });

  app.get("/api/auth/user", { schema: { response: { 200: userSchema, 401: errorSchema } } }, async (request) => {
    const user = requireUser(request);
    const response = toUserResponse(user, config.adminEmails);
    // A subscription the provider ended while its paid period runs keeps Premium to the period's end but cannot be
    // resumed (review R12); asked only in that rare state, so the usual read costs no query.
    if (response.canResumeSubscription && user.stripeSubscriptionId !== null)
      response.canResumeSubscription = !(await subscriptionEnded(db, user.stripeSubscriptionId));
    return response;
  });
};
