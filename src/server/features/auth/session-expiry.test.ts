// A session's sliding expiry at its boundaries, with a fixed clock: it slides only once more than half its 30 days
// are used.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { sessions } from "../../db/schema/index";
import { hashToken, resolveSession, SESSION_TTL_MS, signInLocal, startSession } from "./auth.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HALF_LIFE_MS = SESSION_TTL_MS / 2;
const T = new Date("2026-03-01T12:00:00.000Z");
const at = (ms: number) => new Date(T.getTime() + ms);
const expiryOf = async (token: string) =>
  (
    await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!.expiresAt.getTime();

async function sessionStartedAt(email: string, started: Date): Promise<string> {
  const user = await signInLocal(ctx.database.db, { email });
  return (await startSession(ctx.database.db, user.id, started)).token;
}

describe("a session's sliding expiry", () => {
  it("keeps its expiry with exactly half its life left, and slides to 30 days from now a moment later", async () => {
    const token = await sessionStartedAt("half-life@example.com", at(-HALF_LIFE_MS));
    expect(await expiryOf(token)).toBe(at(HALF_LIFE_MS).getTime());

    expect(await resolveSession(ctx.database.db, token, T)).not.toBeNull();
    expect(await expiryOf(token)).toBe(at(HALF_LIFE_MS).getTime());

    expect(await resolveSession(ctx.database.db, token, at(1))).not.toBeNull();
    expect(await expiryOf(token)).toBe(at(1 + SESSION_TTL_MS).getTime());
  });
});
