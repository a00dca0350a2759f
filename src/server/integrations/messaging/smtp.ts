import type { Transporter } from "nodemailer";
import type { MessageTransport } from "./port";

/** Sends e-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://...) from MAIL_FROM. */
export function createSmtpTransport(smtpUrl: string, from: string): MessageTransport {
  // Bounded waits (nodemailer's defaults allow 2 min to connect and 10 min of silence): a stalled
  // server must fail the attempt well inside the outbox lease, or another sender retries it meanwhile.
  // nodemailer is imported at the first message, not at every start (issue 29 item 3).
  let transporter: Promise<Transporter> | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import("nodemailer");
    return nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  };
  return {
    name: "smtp",
    async send(message) {
      transporter ??= connect();
      const info = await (
        await transporter
      ).sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? "",
        text: message.body,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      return { providerMessageId: info.messageId };
    },
  };
}
