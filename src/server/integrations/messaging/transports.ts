import type { AppConfig } from "../../config";
import { localTransport } from "./local";
import type { MessageTransports } from "./port";
import { createSmtpTransport } from "./smtp";
import { createTwilioTransport } from "./twilio";

/** Twilio when its settings are set, SMTP when SMTP_URL is; otherwise the local outbox. */
export function createTransports(config: Pick<AppConfig, "twilio" | "mail">): MessageTransports {
  return {
    sms: config.twilio ? createTwilioTransport(config.twilio) : localTransport,
    email: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : localTransport,
  };
}
