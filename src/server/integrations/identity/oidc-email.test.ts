import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IssuerAccount } from "../../../../tests/support/oidc-issuer";
import { sidOf, startOidcSignIn, type OidcSignIn } from "../../../../tests/support/oidc-sign-in";
import { findUserById, findUserBySubject, insertUser, updateUserProfile } from "../../features/auth/auth.repository";

let oidc: OidcSignIn;
beforeAll(async () => {
  // Many sign-ins from one address: the sign-in limit has its own test (src/server/plugins/security.test.ts).
  oidc = await startOidcSignIn([], { RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => oidc?.close());

// The subject is the identity; an e-mail is taken only when verified and nobody else holds it.
describe("which e-mail an OpenID Connect account keeps", () => {
  /** Signs in through the issuer as this account (added or replaced at the issuer first); returns the user. */
  async function signInAs(sub: string, email: string | undefined, verified = true, givenName = sub) {
    // Without an e-mail, the issuer's claims carry no email at all (a provider not asked for it).
    const claims = { sub, ...(email === undefined ? {} : { email, email_verified: verified }), given_name: givenName };
    oidc.issuer.accounts.set(sub, {
      ...claims,
      family_name: "Tester",
      picture: `https://images.example.com/${sub}.png`,
    } as IssuerAccount);
    const res = await oidc.signInThroughIssuer(sub);
    expect(res.statusCode).toBe(302);
    return oidc.currentUser(sidOf(res));
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

  it("puts its own e-mail stored in another case back in the provider's lower case", async () => {
    const first = await signInAs("sub-mixed-case", "mixed.case@example.com");
    // An older row, stored before e-mails were lower-cased.
    await updateUserProfile(oidc.ctx.database.db, first.id, { email: "Mixed.Case@Example.COM" });
    expect(await signInAs("sub-mixed-case", "mixed.case@example.com")).toMatchObject({
      id: first.id,
      email: "mixed.case@example.com",
    });
  });

  it("keeps its e-mail when another account holds the new one, and leaves that account alone", async () => {
    const holder = await insertUser(oidc.ctx.database.db, { email: "taken@example.com", firstName: "Holder" });
    const first = await signInAs("sub-wants-taken", "own@example.com");
    expect(await signInAs("sub-wants-taken", "taken@example.com")).toMatchObject({ id: first.id, email: "own@example.com" });
    expect(await findUserBySubject(oidc.ctx.database.db, "sub-wants-taken")).toMatchObject({ id: first.id });
    expect(await findUserById(oidc.ctx.database.db, holder.id)).toMatchObject({ email: "taken@example.com", oidcSubject: null });
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
