import { randomInt } from "node:crypto";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisProxy, REDIS } from "../../../tests/support/redis-proxy";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { loggerOptions } from "./logging";

// Issue 27 item 3: with REDIS_URL set and Redis unreachable, every /api call answered 500 after 1-5 s while
// /readyz answered 200. Redis only holds rate-limit counters: without it each instance counts for itself, says
// so once in its log and in /readyz, and shares the counters again when Redis answers. The Redis here is the
// machine's (127.0.0.1:6379), reached through a proxy the test closes and opens again.

const proxy = redisProxy();
let viaProxy: TestContext;
let direct: TestContext;
const logs: { msg: string }[] = [];
beforeAll(async () => {
  // The port is taken, then freed: the app starts while nothing listens there.
  await proxy.open();
  await proxy.close();
  // A loaded machine can take longer than the default 100 ms to answer a count (a 5th shared call once answered 200: one
  // count had gone to the instance's own store); this test is about Redis going and coming, not about a slow Redis.
  const limits = { RATE_LIMIT_PER_MINUTE: "4", REDIS_COMMAND_TIMEOUT_MS: "5000" };
  direct = await createTestApp({ ...limits, REDIS_URL: `redis://${REDIS.host}:${REDIS.port}` });
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) =>
    logs.push(
      ...chunk
        .toString("utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string }),
    ),
  );
  viaProxy = await createTestApp(
    { ...limits, REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
    { database: direct.database },
    { logger: loggerOptions("info", stream) },
  );
});
afterAll(async () => {
  await viaProxy.app.close();
  await direct.close();
  await proxy.close().catch(() => {});
});

/** A client address of its own per run: the machine's Redis may hold other runs' counters. */
const freshClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const call = (ctx: TestContext, client: string) =>
  ctx.app.inject({ url: "/api/pricing-status", remoteAddress: client }).then((res) => res.statusCode);
const readiness = async (ctx: TestContext) => {
  const res = await ctx.app.inject({ url: "/readyz" });
  return { code: res.statusCode, ...(res.json() as { status: string; rateLimits: string }) };
};
/** Waits (at most about 20 s) until `done` holds: the instance notices Redis's going and coming on its own. */
async function until(done: () => boolean | Promise<boolean>) {
  for (let attempt = 0; attempt < 200 && !(await done()); attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
}
const said = (text: string) => logs.filter((line) => line.msg.startsWith(text)).length;

describe("rate limits when Redis goes away", () => {
  it("count per instance while Redis is unreachable, say so once and in /readyz, and share again when it returns", async () => {
    // Redis unreachable from the start: the API answers, limited by this instance alone.
    const alone = freshClient();
    const codes = [];
    for (let n = 0; n < 5; n++) codes.push(await call(viaProxy, alone));
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    expect(await readiness(viaProxy)).toMatchObject({
      code: 200,
      status: "ready",
      rateLimits: expect.stringMatching(/^per instance: Redis unreachable/),
    });
    await until(() => said("Redis unreachable") > 0);
    expect(await call(viaProxy, freshClient())).toBe(200);
    expect(said("Redis unreachable")).toBe(1);

    // Redis comes back: the two instances share one count.
    await proxy.open();
    await until(async () => (await readiness(viaProxy)).rateLimits === "shared in Redis");
    expect(await readiness(viaProxy)).toMatchObject({ code: 200, rateLimits: "shared in Redis" });
    expect(said("Redis reachable again")).toBe(1);
    const shared = freshClient();
    expect([
      await call(viaProxy, shared),
      await call(viaProxy, shared),
      await call(direct, shared),
      await call(direct, shared),
    ]).toEqual([200, 200, 200, 200]);
    expect(await call(viaProxy, shared)).toBe(429);

    // It goes away mid-run: the next calls answer, counted here, and the outage is logged once more.
    await proxy.close();
    const during = freshClient();
    const after = [];
    for (let n = 0; n < 5; n++) after.push(await call(viaProxy, during));
    expect(after).toEqual([200, 200, 200, 200, 429]);
    expect(await call(direct, during)).toBe(200);
    expect((await readiness(viaProxy)).rateLimits).toMatch(/^per instance: Redis unreachable since \d{4}-/);
    await until(() => said("Redis unreachable") > 1);
    expect(said("Redis unreachable")).toBe(2);
    expect(await readiness(direct)).toMatchObject({ code: 200, rateLimits: "shared in Redis" });
  });
});
