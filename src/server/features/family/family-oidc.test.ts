import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestIssuer, type TestIssuer } from "../../../../tests/support/oidc-issuer";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { familyMembers } from "../../db/schema/index";
import { createOidcIdentity } from "../../integrations/identity/oidc";

// With OpenID Connect, an e-mail counts for admin access and for the family list only when the
// provider says it is verified: the app stores no unverified e-mail, so neither check can see one.

const PUBLIC_URL = "http://pennycart.test";
const REDIRECT_URI = `${PUBLIC_URL}/api/callback`;
const person = (sub: string, email: string, verified: boolean) => ({
  sub,
  email,
  email_verified: verified,
  given_name: sub,
  family_name: "Test",
  picture: "https://images.example.com/x.png",
});

let issuer: TestIssuer;
let ctx: TestContext;
beforeAll(async () => {
  issuer = await startTestIssuer({
    redirectUri: REDIRECT_URI,
    accounts: [
      person("sub-boss", "Boss@Example.com", true),
      person("sub-fake-boss", "boss2@example.com", false),
      person("sub-kid", "Kid@Example.com", true),
      person("sub-fake-kid", "kid2@example.com", false),
    ],
  });
  ctx = await createTestApp(
    { PUBLIC_URL, ADMIN_EMAILS: "boss@example.com,boss2@example.com" },
    {
      identity: createOidcIdentity({ issuerUrl: issuer.issuerUrl, clientId: issuer.clientId, clientSecret: issuer.clientSecret }),
    },
  );
  await ctx.database.db.insert(familyMembers).values([
    { name: "Kid", email: "kid@example.com" },
    { name: "Kid 2", email: "KID2@example.com" },
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await issuer?.close();
});

async function signInAs(sub: string): Promise<string> {
  const start = await ctx.app.inject({ url: "/api/login?returnTo=/" });
  const tx = start.cookies.find((c) => c.name === "oidc_tx")!;
  issuer.signInAs(sub);
  const url = await issuer.authorize(String(start.headers.location), `${REDIRECT_URI}?`);
  const res = await ctx.app.inject({ url: `${url.pathname}${url.search}`, headers: { cookie: `oidc_tx=${tx.value}` } });
  const sid = res.cookies.find((c) => c.name === "sid");
  if (!sid) throw new Error(`no session: ${res.statusCode} ${res.body}`);
  return `sid=${sid.value}`;
}

const get = (url: string, cookie: string) => ctx.app.inject({ url, headers: { cookie } });

describe("admins and family members signed in with OpenID Connect", () => {
  it("gives admin access to a verified e-mail in ADMIN_EMAILS only", async () => {
    expect((await get("/api/admin/family-members", await signInAs("sub-boss"))).statusCode).toBe(200);
    const fake = await get("/api/admin/family-members", await signInAs("sub-fake-boss"));
    expect(fake.statusCode).toBe(403);
    expect(fake.json()).toEqual({ message: "Admin access required" });
  });

  it("makes a verified e-mail on the list Family Premium, and an unverified one not", async () => {
    expect((await get("/api/auth/user", await signInAs("sub-kid"))).json()).toMatchObject({
      isFamilyPremium: true,
      hasPremiumAccess: true,
    });
    expect((await get("/api/auth/user", await signInAs("sub-fake-kid"))).json()).toMatchObject({
      isFamilyPremium: false,
      hasPremiumAccess: false,
    });
  });
});
