import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sidOf, startOidcSignIn, type OidcSignIn } from "../../../../tests/support/oidc-sign-in";
import type { TestContext } from "../../../../tests/support/test-app";
import { familyMembers } from "../../db/schema/index";

// With OpenID Connect, an e-mail counts for admin access and for the family list only when the
// provider says it is verified: the app stores no unverified e-mail, so neither check can see one.

const person = (sub: string, email: string, verified: boolean) => ({
  sub,
  email,
  email_verified: verified,
  given_name: sub,
  family_name: "Test",
  picture: "https://images.example.com/x.png",
});

let oidc: OidcSignIn;
let ctx: TestContext;
beforeAll(async () => {
  oidc = await startOidcSignIn(
    [
      person("sub-boss", "Boss@Example.com", true),
      person("sub-fake-boss", "boss2@example.com", false),
      person("sub-kid", "Kid@Example.com", true),
      person("sub-fake-kid", "kid2@example.com", false),
    ],
    { ADMIN_EMAILS: "boss@example.com,boss2@example.com" },
  );
  ctx = oidc.ctx;
  await ctx.database.db.insert(familyMembers).values([
    { name: "Kid", email: "kid@example.com" },
    { name: "Kid 2", email: "KID2@example.com" },
  ]);
});
afterAll(() => oidc?.close());

const signInAs = async (sub: string) => sidOf(await oidc.signInThroughIssuer(sub, "/"));
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
