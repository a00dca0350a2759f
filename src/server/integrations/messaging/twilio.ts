import type twilioSdk from "twilio";
import type { MessageTransport } from "./port";

export type TwilioSettings = { accountSid: string; authToken: string; from: string };

/** Sends through Twilio's REST API with the official SDK. `apiBaseUrl` replaces https://api.twilio.com (tests' fake). */
export function createTwilioTransport(settings: TwilioSettings, options: { apiBaseUrl?: string } = {}): MessageTransport {
  // The SDK is loaded at the first message, not at start: about a sixth of a second of CPU otherwise.
  let connecting: Promise<ReturnType<typeof twilioSdk>> | undefined;
  const connect = async () => {
    const { default: twilio } = await import("twilio");
    return twilio(settings.accountSid, settings.authToken, {
      autoRetry: false,
      timeout: 15_000,
      ...(options.apiBaseUrl ? { httpClient: redirectedClient(twilio, options.apiBaseUrl) } : {}),
    });
  };
  return {
    name: "twilio",
    async send(message) {
      const client = await (connecting ??= connect());
      const sent = await client.messages.create({ to: message.recipient, from: settings.from, body: message.body });
      return { providerMessageId: sent.sid };
    },
  };
}

/** The SDK's own HTTP client, sending every request to `baseUrl` instead of Twilio's hosts. */
function redirectedClient(twilio: typeof twilioSdk, baseUrl: string) {
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
