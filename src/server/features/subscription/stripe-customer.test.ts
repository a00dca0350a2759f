// Who Stripe is told the paying customer is, on the fake Stripe server.
import { describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/support/test-app";
import { ctx, fake, post, userRow, startStripeApp } from "./stripe.test-harness";

startStripeApp();

async function customerCreatedFor(email: string, names: { firstName?: string; lastName?: string }) {
  const cookie = await signIn(ctx.app, email, names);
  expect((await post("/api/create-subscription", cookie)).statusCode).toBe(200);
  const customerId = (await userRow(email)).stripeCustomerId;
  const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers" && r.params.email === email);
  expect(created).toHaveLength(1);
  expect(fake.customers.has(customerId!)).toBe(true);
  return created[0]!.params;
}

describe("the Stripe customer of a new subscription", () => {
  it("carries the shopper's e-mail, full name and our user id", async () => {
    const params = await customerCreatedFor("customer-full@example.com", { firstName: "Pat", lastName: "Lee" });
    const user = await userRow("customer-full@example.com");
    expect(params).toMatchObject({ email: "customer-full@example.com", name: "Pat Lee", "metadata[userId]": user.id });
  });

  it("names the customer by the one name the shopper gave", async () => {
    expect((await customerCreatedFor("customer-first@example.com", { firstName: "Sam" })).name).toBe("Sam");
    expect((await customerCreatedFor("customer-last@example.com", { lastName: "Okafor" })).name).toBe("Okafor");
  });

  it("sends no name for a shopper who gave none", async () => {
    expect(await customerCreatedFor("customer-nameless@example.com", {})).not.toHaveProperty("name");
  });
});
