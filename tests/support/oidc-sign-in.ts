// An app signed into through a real OpenID Connect issuer (tests/support/oidc-issuer.ts), with the steps of a
// browser's round trip: GET /api/login, sign-in at the issuer, GET /api/callback.
import { expect } from "vitest";
import { createOidcIdentity } from "../../src/server/integrations/identity/oidc";
import { startTestIssuer, type IssuerAccount } from "./oidc-issuer";
import { createTestApp } from "./test-app";

export const OIDC_PUBLIC_URL = "http://pennycart.test";
export const OIDC_REDIRECT_URI = `${OIDC_PUBLIC_URL}/api/callback`;

export type StartedLogin = { authorizationUrl: URL; txCookie: string };

type CookieResponse = { statusCode: number; body: string; cookies: { name: string; value: string }[] };

export type OidcSignIn = Awaited<ReturnType<typeof startOidcSignIn>>;

/** The `sid=…` cookie a response set; throws with the response when it set none. */
export function sidOf(res: CookieResponse): string {
  const sid = res.cookies.find((c) => c.name === "sid");
  if (!sid) throw new Error(`no sid cookie was set: ${res.statusCode} ${res.body}`);
  return `sid=${sid.value}`;
}

/** Starts an issuer with these accounts and an app that signs in through it (env added to the app's). */
export async function startOidcSignIn(accounts: IssuerAccount[], env: Record<string, string> = {}) {
  const issuer = await startTestIssuer({ redirectUri: OIDC_REDIRECT_URI, accounts });
  const ctx = await createTestApp(
    { PUBLIC_URL: OIDC_PUBLIC_URL, ...env },
    {
      identity: createOidcIdentity({ issuerUrl: issuer.issuerUrl, clientId: issuer.clientId, clientSecret: issuer.clientSecret }),
    },
  );

  /** GET /api/login: the app redirects to the issuer and remembers the transaction in `oidc_tx`. */
  async function startLogin(returnTo = "/account"): Promise<StartedLogin> {
    const res = await ctx.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
    expect(res.statusCode).toBe(302);
    const tx = res.cookies.find((c) => c.name === "oidc_tx");
    expect(tx, "oidc_tx cookie").toBeDefined();
    return { authorizationUrl: new URL(String(res.headers.location)), txCookie: `oidc_tx=${tx!.value}` };
  }
  /** Signs in at the issuer as `sub` and returns the callback URL the issuer sends the browser to. */
  async function authorizeAt(login: StartedLogin, sub: string): Promise<URL> {
    issuer.signInAs(sub);
    return issuer.authorize(login.authorizationUrl.href, `${OIDC_REDIRECT_URI}?`);
  }
  const callback = (url: URL, cookie?: string) =>
    ctx.app.inject({ url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });

  return {
    issuer,
    ctx,
    startLogin,
    authorizeAt,
    callback,
    /** The whole round trip; returns the callback response. */
    async signInThroughIssuer(sub: string, returnTo = "/account") {
      const login = await startLogin(returnTo);
      return callback(await authorizeAt(login, sub), login.txCookie);
    },
    /** The user GET /api/auth/user answers for a session cookie. */
    async currentUser(cookie: string) {
      const res = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        id: string;
        email: string | null;
        firstName: string | null;
        lastName: string | null;
        profileImageUrl: string | null;
      };
    },
    /** Stops the app and the issuer. */
    async close() {
      await ctx.close();
      await issuer.close();
    },
  };
}
