import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestIssuer, type IssuerAccount, type TestIssuer } from "../../../../tests/support/oidc-issuer";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { findUserById, findUserBySubject, insertUser } from "../../features/auth/auth.repository";
import { createOidcIdentity } from "./oidc";

const PUBLIC_URL = "http://pennycart.test";
const REDIRECT_URI = `${PUBLIC_URL}/api/callback`;

const accounts: IssuerAccount[] = [
  {
    sub: "sub-ada",
    email: "Ada@Example.com",
    email_verified: true,
    given_name: "Ada",
    family_name: "Lovelace",
    picture: "https://images.example.com/ada.png",
  },
  {
    sub: "sub-grace",
    email: "grace@example.com",
    email_verified: true,
    given_name: "Grace",
    family_name: "Hopper",
    picture: "https://images.example.com/grace.png",
  },
  {
    sub: "sub-linus",
    email: "linus@example.com",
    email_verified: true,
    given_name: "Linus",
    family_name: "Torvalds",
    picture: "https://images.example.com/linus.png",
  },
  {
    sub: "sub-mallory",
    email: "victim@example.com",
    email_verified: false,
    given_name: "Mallory",
    family_name: "Evil",
    picture: "https://images.example.com/mallory.png",
  },
];

let issuer: TestIssuer;
let ctx: TestContext;

beforeAll(async () => {
  issuer = await startTestIssuer({ redirectUri: REDIRECT_URI, accounts });
  // Many sign-ins from one address: the sign-in limit has its own test (src/server/plugins/security.test.ts).
  ctx = await createTestApp(
    { PUBLIC_URL, RATE_LIMIT_PER_MINUTE: "0" },
    {
      identity: createOidcIdentity({ issuerUrl: issuer.issuerUrl, clientId: issuer.clientId, clientSecret: issuer.clientSecret }),
    },
  );
});

afterAll(async () => {
  await ctx?.close();
  await issuer?.close();
});

type StartedLogin = { authorizationUrl: URL; txCookie: string };

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
  return issuer.authorize(login.authorizationUrl.href, `${REDIRECT_URI}?`);
}

function callback(url: URL, cookie?: string) {
  return ctx.app.inject({ url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });
}

/** The whole round trip; returns the callback response. */
async function signInThroughIssuer(sub: string, returnTo = "/account") {
  const login = await startLogin(returnTo);
  return callback(await authorizeAt(login, sub), login.txCookie);
}

function sidOf(res: { cookies: { name: string; value: string }[] }): string {
  const sid = res.cookies.find((c) => c.name === "sid");
  if (!sid) throw new Error("no sid cookie was set");
  return `sid=${sid.value}`;
}

async function currentUser(cookie: string) {
  const res = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  };
}

describe("OpenID Connect sign-in against a real issuer", () => {
  it("sends the browser to the issuer with PKCE (S256), state and nonce, keeping the transaction in a signed /api cookie", async () => {
    const res = await ctx.app.inject({ url: "/api/login?returnTo=/account" });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(issuer.issuerUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: issuer.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    for (const param of ["code_challenge", "state", "nonce"]) expect(url.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    const tx = res.cookies.find((c) => c.name === "oidc_tx");
    expect(tx).toMatchObject({ path: "/api", httpOnly: true, sameSite: "Lax" });
    // The verifier stays with us: the cookie is signed and the issuer only ever sees the challenge.
    expect(url.href).not.toContain(JSON.parse(ctx.app.unsignCookie(tx!.value).value!).codeVerifier);
  });

  it("signs in end to end: redirects to returnTo, sets sid, and copies the issuer's claims onto the user", async () => {
    const res = await signInThroughIssuer("sub-ada", "/account");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/account");
    const user = await currentUser(sidOf(res));
    expect(user).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "https://images.example.com/ada.png",
    });
  });

  it("keeps one user per subject and refreshes the profile from the issuer on every sign-in", async () => {
    const first = await signInThroughIssuer("sub-grace");
    expect(first.statusCode).toBe(302);
    const before = await currentUser(sidOf(first));
    expect(before.firstName).toBe("Grace");

    issuer.accounts.get("sub-grace")!.given_name = "Amazing Grace";
    issuer.accounts.get("sub-grace")!.picture = "https://images.example.com/grace-2.png";
    const second = await signInThroughIssuer("sub-grace");
    expect(second.statusCode).toBe(302);
    const after = await currentUser(sidOf(second));
    expect(after.id).toBe(before.id);
    expect(after).toMatchObject({
      firstName: "Amazing Grace",
      lastName: "Hopper",
      profileImageUrl: "https://images.example.com/grace-2.png",
    });
  });

  it("links an account that signed in locally with the same verified e-mail instead of duplicating it", async () => {
    // The same database behind a local-sign-in app, as when a deployment moves from local to OIDC sign-in.
    const local = await createTestApp({ PUBLIC_URL }, { database: ctx.database });
    let localId: string;
    try {
      const res = await local.app.inject({
        method: "POST",
        url: "/api/login/local",
        payload: { email: "LINUS@example.com", firstName: "L" },
      });
      expect(res.statusCode).toBe(200);
      localId = res.json().user.id;
    } finally {
      await local.app.close(); // the database belongs to ctx
    }

    const res = await signInThroughIssuer("sub-linus");
    expect(res.statusCode).toBe(302);
    const user = await currentUser(sidOf(res));
    expect(user.id).toBe(localId);
    expect(user).toMatchObject({ email: "linus@example.com", firstName: "Linus", lastName: "Torvalds" });
    expect((await findUserBySubject(ctx.database.db, "sub-linus"))?.id).toBe(localId);

    // Later sign-ins find the linked user by subject.
    const again = await signInThroughIssuer("sub-linus");
    expect((await currentUser(sidOf(again))).id).toBe(localId);
  });

  it("rejects a callback whose state was tampered with, and one without the oidc_tx cookie", async () => {
    const login = await startLogin();
    const url = await authorizeAt(login, "sub-ada");

    const tampered = new URL(url);
    tampered.searchParams.set("state", `${url.searchParams.get("state")}x`);
    const bad = await callback(tampered, login.txCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
    expect(bad.cookies.find((c) => c.name === "sid")).toBeUndefined();

    const noCookie = await callback(url);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json()).toEqual({ message: expect.any(String) });
    expect(noCookie.cookies.find((c) => c.name === "sid")).toBeUndefined();

    // A forged (unsigned) transaction cookie is no better than none.
    const forged = await callback(url, `oidc_tx=${encodeURIComponent(JSON.stringify({ state: url.searchParams.get("state") }))}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("rejects a replayed authorization code", async () => {
    const login = await startLogin();
    const url = await authorizeAt(login, "sub-ada");
    const first = await callback(url, login.txCookie);
    expect(first.statusCode).toBe(302);
    sidOf(first);

    const replay = await callback(url, login.txCookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: expect.any(String) });
    expect(replay.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("rejects a code redeemed with the wrong PKCE verifier", async () => {
    const login = await startLogin();
    const url = await authorizeAt(login, "sub-ada");
    const tx = JSON.parse(ctx.app.unsignCookie(login.txCookie.slice("oidc_tx=".length)).value!);
    const wrongVerifier = ctx.app.signCookie(JSON.stringify({ ...tx, codeVerifier: `${tx.codeVerifier.slice(0, -4)}AAAA` }));
    const res = await callback(url, `oidc_tx=${wrongVerifier}`);
    expect(res.statusCode).toBe(400);
    expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();

    // The genuine verifier would have worked: only the verifier made the difference.
    const login2 = await startLogin();
    const ok = await callback(await authorizeAt(login2, "sub-ada"), login2.txCookie);
    expect(ok.statusCode).toBe(302);
  });
});

describe("account takeover protection", () => {
  it("never signs an unverified e-mail into the existing account that owns it", async () => {
    const victimId = (await insertUser(ctx.database.db, { email: "victim@example.com", firstName: "Victor" })).id;

    const res = await signInThroughIssuer("sub-mallory");
    expect(res.statusCode).toBe(302);
    const sid = res.cookies.find((c) => c.name === "sid")!;
    const me = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: `sid=${sid.value}` } });
    expect(me.json().id).not.toBe(victimId);
    expect(me.json().email).toBeNull();
    expect((await findUserBySubject(ctx.database.db, "sub-mallory"))?.id).toBe(me.json().id);
  });
});

// The subject is the identity; an e-mail is taken only when verified and nobody else holds it.
describe("which e-mail an OpenID Connect account keeps", () => {
  /** Signs in through the issuer as this account (added or replaced at the issuer first); returns the user. */
  async function signInAs(sub: string, email: string | undefined, verified = true, givenName = sub) {
    // Without an e-mail, the issuer's claims carry no email at all (a provider not asked for it).
    const claims = { sub, ...(email === undefined ? {} : { email, email_verified: verified }), given_name: givenName };
    issuer.accounts.set(sub, {
      ...claims,
      family_name: "Tester",
      picture: `https://images.example.com/${sub}.png`,
    } as IssuerAccount);
    const res = await signInThroughIssuer(sub);
    expect(res.statusCode).toBe(302);
    return currentUser(sidOf(res));
  }

  it("takes an e-mail changed at the provider on the next sign-in when verified and nobody else holds it", async () => {
    const first = await signInAs("sub-mover", "mover@example.com");
    expect(await signInAs("sub-mover", "Mover.New@example.com")).toMatchObject({ id: first.id, email: "mover.new@example.com" });
  });

  it("keeps its e-mail when the provider's new one is unverified, and still takes the new profile", async () => {
    const first = await signInAs("sub-unverified-move", "stays@example.com");
    expect(await signInAs("sub-unverified-move", "claimed@example.com", false, "Renamed")).toMatchObject({
      id: first.id,
      email: "stays@example.com",
      firstName: "Renamed",
    });
  });

  it("keeps its e-mail when another account holds the new one, and leaves that account alone", async () => {
    const holder = await insertUser(ctx.database.db, { email: "taken@example.com", firstName: "Holder" });
    const first = await signInAs("sub-wants-taken", "own@example.com");
    expect(await signInAs("sub-wants-taken", "taken@example.com")).toMatchObject({ id: first.id, email: "own@example.com" });
    expect(await findUserBySubject(ctx.database.db, "sub-wants-taken")).toMatchObject({ id: first.id });
    expect(await findUserById(ctx.database.db, holder.id)).toMatchObject({ email: "taken@example.com", oidcSubject: null });
  });

  it("gives a new identity an account without the e-mail when that e-mail's account is linked to another identity", async () => {
    const owner = await signInAs("sub-first-owner", "shared@example.com");
    const second = await signInAs("sub-second-owner", "shared@example.com");
    expect(second.id).not.toBe(owner.id);
    expect(second.email).toBeNull();
    expect(await signInAs("sub-first-owner", "shared@example.com")).toMatchObject({ id: owner.id, email: "shared@example.com" });
  });

  it("gives an identity without an e-mail an account of its own, found again by its subject", async () => {
    const user = await signInAs("sub-no-email", undefined);
    expect(user).toMatchObject({ email: null, firstName: "sub-no-email" });
    expect((await signInAs("sub-no-email", undefined)).id).toBe(user.id);
  });
});
