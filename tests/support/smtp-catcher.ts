import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One e-mail as received: envelope, the raw message and its headers (unfolded, names lower-cased). */
export type CaughtMail = { from: string; to: string[]; raw: string; headers: Record<string, string>; text: string };

export type SmtpCatcher = { url: string; mails: CaughtMail[]; stop(): Promise<void>; start(): Promise<void> };

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives; stop()/start() keep the port. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  let port = 0;
  let server: SMTPServer | undefined;
  const catcher: SmtpCatcher = {
    url: "",
    mails,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          let raw = "";
          stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
          stream.on("end", () => {
            const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
            const headers: Record<string, string> = {};
            for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
              const at = line.indexOf(":");
              if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
            }
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              headers,
              text: rest.join("\n\n"),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server.server.address() as AddressInfo).port;
      catcher.url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await catcher.start();
  return catcher;
}
