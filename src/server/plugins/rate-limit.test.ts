import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

// Issue 27 item 2: a request target in absolute form ("GET http://host/api/... HTTP/1.1") skipped every rate
// limit, because the limit's allow-list read the raw target. Sent here as raw bytes over a socket, as a client
// would; app.inject cannot send such a target.
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
  await ctx.app.listen({ host: "127.0.0.1", port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** Sends one HTTP/1.1 request with this exact request target and answers its status code. */
function rawRequest(method: string, target: string, body?: string, extra: string[] = []): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) resolve(Number(status[1]));
      else reject(new Error(`no status line in ${JSON.stringify(answer.slice(0, 80))}`));
    });
    const headers = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Connection: close", ...extra];
    if (body !== undefined)
      headers.push("Content-Type: application/json", `Content-Length: ${Buffer.byteLength(body)}`);
    // Written, not ended: a client that half-closes its side may see the server drop the answer; Connection: close
    // has the server end the exchange once it has answered.
    socket.write(`${headers.join("\r\n")}\r\n\r\n${body ?? ""}`);
  });
}

describe("rate limits and the same-site check decided on the parsed path", () => {
  it("refuse a cross-site sign-in in absolute form as in the usual form", async () => {
    const body = JSON.stringify({ email: "cross-site@example.com" });
    for (const target of ["/api/login/local", `http://127.0.0.1:${port}/api/login/local`])
      expect(await rawRequest("POST", target, body, ["Origin: https://evil.example"]), target).toBe(403);
  });

  it("limit searches sent in absolute form (any host, any case) or percent-encoded as they limit the usual form", async () => {
    const origin = `http://127.0.0.1:${port}`;
    const search = "/api/grocery-items/search?q=milk";
    const forms = [
      search,
      `${origin}${search}`,
      `HTTP://127.0.0.1:${port}${search}`,
      `http://another.example${search}`,
      // The router decodes the path too.
      "/%61pi/grocery-items/search?q=milk",
    ];
    const first = await Promise.all([1, 2, 3].map(() => rawRequest("GET", search)));
    expect(first).toEqual([200, 200, 200]);
    for (const target of forms) expect(await rawRequest("GET", target), target).toBe(429);
  });

  it("limit sign-ins in absolute form once the sign-in limit (20 a minute) is spent", async () => {
    const origin = `http://127.0.0.1:${port}`;
    const signIn = (target: string, n: number) =>
      rawRequest("POST", target, JSON.stringify({ email: `absolute-form-${n}@example.com` }));
    for (let n = 0; n < 20; n++) expect(await signIn(n % 2 === 0 ? "/api/login/local" : `${origin}/api/login/local`, n)).toBe(200);
    for (const target of ["/api/login/local", `${origin}/api/login/local`]) expect(await signIn(target, 99), target).toBe(429);
  });
});
