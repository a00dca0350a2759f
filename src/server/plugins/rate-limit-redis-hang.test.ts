import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisProxy } from "../../../tests/support/redis-proxy";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

// Review R73: a Redis that keeps its connections but stops answering holds each API request for at most
// REDIS_COMMAND_TIMEOUT_MS, then that request is counted by the instance itself, and the API answers.
const proxy = redisProxy();
let ctx: TestContext;
beforeAll(async () => {
  await proxy.open();
  ctx = await createTestApp({
    RATE_LIMIT_PER_MINUTE: "4",
    REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    REDIS_COMMAND_TIMEOUT_MS: "50",
  });
});
afterAll(async () => {
  await ctx.close();
  await proxy.close().catch(() => {});
});

const call = (client: string) =>
  ctx.app.inject({ url: "/api/pricing-status", remoteAddress: client }).then((res) => res.statusCode);
const readiness = async () => (await ctx.app.inject({ url: "/readyz" })).json() as { rateLimits: string };

describe("rate limits when Redis hangs", () => {
  it("answer every request, counting here what Redis does not answer in time", async () => {
    // Ready and shared first: the commands below are sent to a Redis that was answering.
    for (let tries = 0; tries < 100 && (await readiness()).rateLimits !== "shared in Redis"; tries++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readiness()).rateLimits).toBe("shared in Redis");
    proxy.hang();
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const codes = [];
    // Each waits 50 ms for Redis, then is counted by the instance: the fifth is over its limit of 4.
    for (let n = 0; n < 5; n++) codes.push(await call(client));
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });
});
