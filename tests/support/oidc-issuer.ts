import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error -- oidc-provider ships no type declarations; the small surface used here is typed below.
import OidcProvider from "oidc-provider";

/** The few parts of oidc-provider@9 this helper uses. */
type GrantInstance = {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
};
type InteractionDetails = {
  uid: string;
  prompt: { name: string };
  params: Record<string, unknown>;
  session?: { accountId?: string };
};
type ProviderInstance = {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>): Promise<void>;
  Grant: new (input: { accountId: string; clientId: string }) => GrantInstance;
  on(event: string, listener: (...args: unknown[]) => void): void;
};
const Provider = OidcProvider as new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

export type IssuerAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  picture: string;
};

export type TestIssuer = {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject; edit an entry to change what the next sign-in reports. */
  accounts: Map<string, IssuerAccount>;
  /** Which account the programmatic "login" page signs in as. */
  signInAs(sub: string): void;
  /** Follows the issuer's redirects from an authorization URL until it sends the browser to redirectPrefix. */
  authorize(authorizationUrl: string, redirectPrefix: string): Promise<URL>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect issuer (oidc-provider) on 127.0.0.1 and a free port, over http. Login and
 * consent are answered programmatically at /interaction/:uid, so a flow can be driven with fetch.
 */
export async function startTestIssuer(options: { redirectUri: string; accounts: IssuerAccount[] }): Promise<TestIssuer> {
  const clientId = "pennycart-test";
  const clientSecret = randomBytes(24).toString("base64url");
  const accounts = new Map(options.accounts.map((account) => [account.sub, { ...account }]));
  let currentSub = options.accounts[0]?.sub;

  // The handler only runs once the provider below exists: nothing calls the issuer before startTestIssuer returns.
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url?.startsWith("/interaction/")) {
      void finishInteraction(provider, req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuerUrl = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "picture"],
    },
    pkce: { required: () => true },
    ttl: { AccessToken: 300, AuthorizationCode: 60, Grant: 300, IdToken: 300, Interaction: 300, Session: 300 },
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...accounts.get(sub) }) };
    },
  });

  async function finishInteraction(p: ProviderInstance, req: IncomingMessage, res: ServerResponse) {
    const details = await p.interactionDetails(req, res);
    const accountId = details.session?.accountId ?? currentSub;
    if (!accountId) throw new Error("no test account to sign in as");
    const grant = new p.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope("openid email profile");
    const grantId = await grant.save();
    await p.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  }

  async function authorize(authorizationUrl: string, redirectPrefix: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      if (url.startsWith(redirectPrefix)) return new URL(url);
      if (!url.startsWith(`${issuerUrl}/`)) throw new Error(`unexpected redirect away from the issuer: ${url}`);
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      const res = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
      for (const header of res.headers.getSetCookie()) {
        const [pair = ""] = header.split(";");
        const eq = pair.indexOf("=");
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === "" || /expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get("location");
      if (res.status < 300 || res.status >= 400 || !location) {
        throw new Error(`issuer answered ${res.status} at ${url}: ${await res.text()}`);
      }
      await res.arrayBuffer();
      url = new URL(location, url).href;
    }
    throw new Error("too many redirects at the issuer");
  }

  return {
    issuerUrl,
    clientId,
    clientSecret,
    accounts,
    signInAs(sub) {
      currentSub = sub;
    },
    authorize,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
