import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small fake of Twilio's Messages API on 127.0.0.1 for the real `twilio` SDK (its HTTP client sent
 * here): POST /2010-04-01/Accounts/{sid}/Messages.json with Basic auth. `down = true` answers 503
 * like an outage; `stop()`/`start()` close and reopen the port (connection refused in between).
 */
export type FakeTwilioMessage = { sid: string; accountSid: string; to: string; from: string; body: string; auth: string };

export type FakeTwilio = {
  baseUrl: string;
  messages: FakeTwilioMessage[];
  down: boolean;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: FakeTwilioMessage[] = [];
  let port = 0;
  let server: Server | undefined;
  const fake: FakeTwilio = {
    baseUrl: "",
    messages,
    down: false,
    async start() {
      server = createServer((req, res) => {
        let raw = "";
        req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        req.on("end", () => {
          const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
          res.setHeader("content-type", "application/json");
          if (fake.down) {
            res.statusCode = 503;
            res.end(JSON.stringify({ code: 20503, message: "Service unavailable", status: 503 }));
            return;
          }
          if (req.method !== "POST" || !match) {
            res.statusCode = 404;
            res.end(JSON.stringify({ code: 20404, message: "Not found", status: 404 }));
            return;
          }
          const params = new URLSearchParams(raw);
          const sid = `SM${String(messages.length + 1).padStart(32, "0")}`;
          const message = {
            sid,
            accountSid: match[1]!,
            to: params.get("To") ?? "",
            from: params.get("From") ?? "",
            body: params.get("Body") ?? "",
            auth: req.headers.authorization ?? "",
          };
          messages.push(message);
          res.statusCode = 201;
          res.end(
            JSON.stringify({
              sid,
              account_sid: message.accountSid,
              to: message.to,
              from: message.from,
              body: message.body,
              status: "queued",
              num_segments: "1",
              date_created: new Date().toUTCString(),
            }),
          );
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
      fake.baseUrl = `http://127.0.0.1:${port}`;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    close: () => fake.stop(),
  };
  await fake.start();
  return fake;
}
