import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IssuerAccount, TestIssuer } from "../../../../tests/support/oidc-issuer";
import {
  OIDC_PUBLIC_URL,
  OIDC_REDIRECT_URI,
  sidOf,
  startOidcSignIn,
  type OidcSignIn,
} from "../../../../tests/support/oidc-sign-in";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { findUserBySubject, insertUser } from "../../features/auth/auth.repository";

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

let oidc: OidcSignIn;
let issuer: TestIssuer;
let ctx: TestContext;

beforeAll(async () => {
  // Many sign-ins from one address: the sign-in limit has its own test (src/server/plugins/security.test.ts).
  oidc = await startOidcSignIn(accounts, { RATE_LIMIT_PER_MINUTE: "0" });
  ({ issuer, ctx } = oidc);
});

afterAll(() => oidc?.close());

describe("OpenID Connect sign-in against a real issuer", () => {
  it("sends the browser to the issuer with PKCE (S256), state and nonce, keeping the transaction in a signed /api cookie", async () => {
    const res = await ctx.app.inject({ url: "/api/login?returnTo=/account" });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(issuer.issuerUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: issuer.clientId,
      redirect_uri: OIDC_REDIRECT_URI,
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
    const res = await oidc.signInThroughIssuer("sub-ada", "/account");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/account");
    const user = await oidc.currentUser(sidOf(res));
    expect(user).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "https://images.example.com/ada.png",
    });
  });

  it("keeps one user per subject and refreshes the profile from the issuer on every sign-in", async () => {
    const first = await oidc.signInThroughIssuer("sub-grace");
    expect(first.statusCode).toBe(302);
    const before = await oidc.currentUser(sidOf(first));
    expect(before.firstName).toBe("Grace");

    issuer.accounts.get("sub-grace")!.given_name = "Amazing Grace";
    issuer.accounts.get("sub-grace")!.picture = "https://images.example.com/grace-2.png";
    const second = await oidc.signInThroughIssuer("sub-grace");
    expect(second.statusCode).toBe(302);
    const after = await oidc.currentUser(sidOf(second));
    expect(after.id).toBe(before.id);
    expect(after).toMatchObject({
      firstName: "Amazing Grace",
      lastName: "Hopper",
      profileImageUrl: "https://images.example.com/grace-2.png",
    });
  });

  it("links an account that signed in locally with the same verified e-mail instead of duplicating it", async () => {
    // The same database behind a local-sign-in app, as when a deployment moves from local to OIDC sign-in.
    const local = await createTestApp({ PUBLIC_URL: OIDC_PUBLIC_URL }, { database: ctx.database });
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

    const res = await oidc.signInThroughIssuer("sub-linus");
    expect(res.statusCode).toBe(302);
    const user = await oidc.currentUser(sidOf(res));
    expect(user.id).toBe(localId);
    expect(user).toMatchObject({ email: "linus@example.com", firstName: "Linus", lastName: "Torvalds" });
    expect((await findUserBySubject(ctx.database.db, "sub-linus"))?.id).toBe(localId);

    // Later sign-ins find the linked user by subject.
    const again = await oidc.signInThroughIssuer("sub-linus");
    expect((await oidc.currentUser(sidOf(again))).id).toBe(localId);
  });

  it("rejects a callback whose state was tampered with, and one without the oidc_tx cookie", async () => {
    const login = await oidc.startLogin();
    const url = await oidc.authorizeAt(login, "sub-ada");

    const tampered = new URL(url);
    tampered.searchParams.set("state", `${url.searchParams.get("state")}x`);
    const bad = await oidc.callback(tampered, login.txCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
    expect(bad.cookies.find((c) => c.name === "sid")).toBeUndefined();

    const noCookie = await oidc.callback(url);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json()).toEqual({ message: expect.any(String) });
    expect(noCookie.cookies.find((c) => c.name === "sid")).toBeUndefined();

    // A forged (unsigned) transaction cookie is no better than none.
    const forged = await oidc.callback(
      url,
      `oidc_tx=${encodeURIComponent(JSON.stringify({ state: url.searchParams.get("state") }))}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("rejects a replayed authorization code", async () => {
    const login = await oidc.startLogin();
    const url = await oidc.authorizeAt(login, "sub-ada");
    const first = await oidc.callback(url, login.txCookie);
    expect(first.statusCode).toBe(302);
    sidOf(first);

    const replay = await oidc.callback(url, login.txCookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: expect.any(String) });
    expect(replay.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("rejects a code redeemed with the wrong PKCE verifier", async () => {
    const login = await oidc.startLogin();
    const url = await oidc.authorizeAt(login, "sub-ada");
    const tx = JSON.parse(ctx.app.unsignCookie(login.txCookie.slice("oidc_tx=".length)).value!);
    const wrongVerifier = ctx.app.signCookie(JSON.stringify({ ...tx, codeVerifier: `${tx.codeVerifier.slice(0, -4)}AAAA` }));
    const res = await oidc.callback(url, `oidc_tx=${wrongVerifier}`);
    expect(res.statusCode).toBe(400);
    expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();

    // The genuine verifier would have worked: only the verifier made the difference.
    const login2 = await oidc.startLogin();
    const ok = await oidc.callback(await oidc.authorizeAt(login2, "sub-ada"), login2.txCookie);
    expect(ok.statusCode).toBe(302);
  });
});

describe("account takeover protection", () => {
  it("never signs an unverified e-mail into the existing account that owns it", async () => {
    const victimId = (await insertUser(ctx.database.db, { email: "victim@example.com", firstName: "Victor" })).id;

    const res = await oidc.signInThroughIssuer("sub-mallory");
    expect(res.statusCode).toBe(302);
    const sid = res.cookies.find((c) => c.name === "sid")!;
    const me = await ctx.app.inject({ url: "/api/auth/user", headers: { cookie: `sid=${sid.value}` } });
    expect(me.json().id).not.toBe(victimId);
    expect(me.json().email).toBeNull();
    expect((await findUserBySubject(ctx.database.db, "sub-mallory"))?.id).toBe(me.json().id);
  });
});
