import nodemailer from "nodemailer";
import type { MessageTransport } from "./port";

/** Sends e-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://...) from MAIL_FROM. */
export function createSmtpTransport(smtpUrl: string, from: string): MessageTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(message) {
      const info = await transporter.sendMail({
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
