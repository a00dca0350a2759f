import twilio from "twilio";
import type { MessageTransport } from "./port";

export type TwilioSettings = { accountSid: string; authToken: string; from: string };

/** Sends through Twilio's REST API with the official SDK. `apiBaseUrl` replaces https://api.twilio.com (tests' fake). */
export function createTwilioTransport(settings: TwilioSettings, options: { apiBaseUrl?: string } = {}): MessageTransport {
  const client = twilio(settings.accountSid, settings.authToken, {
    autoRetry: false,
    timeout: 15_000,
    ...(options.apiBaseUrl ? { httpClient: redirectedClient(options.apiBaseUrl) } : {}),
  });
  return {
    name: "twilio",
    async send(message) {
      const sent = await client.messages.create({ to: message.recipient, from: settings.from, body: message.body });
      return { providerMessageId: sent.sid };
    },
  };
}

/** The SDK's own HTTP client, sending every request to `baseUrl` instead of Twilio's hosts. */
function redirectedClient(baseUrl: string) {
  const base = new URL(baseUrl);
  const client = new twilio.RequestClient({ timeout: 15_000 });
  const request = client.request.bind(client);
  client.request = (opts) => {
    const uri = new URL(opts.uri);
    uri.protocol = base.protocol;
    uri.host = base.host;
    return request({ ...opts, uri: uri.href });
  };
  return client;
}
