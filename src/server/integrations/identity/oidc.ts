import * as client from "openid-client";
import type { ExternalProfile, IdentityPort } from "./port";

type OidcSettings = { issuerUrl: string; clientId: string; clientSecret: string };

function isLoopback(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

function optionalClaim(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** OpenID Connect authorization code flow with PKCE, state and nonce (openid-client). */
export function createOidcIdentity(settings: OidcSettings): IdentityPort {
  let configuration: Promise<client.Configuration> | undefined;
  const discover = () => {
    configuration ??= (async () => {
      const issuer = new URL(settings.issuerUrl);
      // Plain http is only accepted for an issuer on this machine (tests and local development).
      const options = isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
      return client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, options);
    })().catch((error: unknown) => {
      configuration = undefined; // retry discovery on the next sign-in rather than caching a failure
      throw error;
    });
    return configuration;
  };

  return {
    kind: "oidc",
    async startLogin({ returnTo, redirectUri }) {
      const config = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url: url.href, transaction: { state, nonce, codeVerifier, returnTo } };
    },
    async finishLogin({ callbackUrl, transaction }): Promise<ExternalProfile> {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("The identity provider returned no ID token claims");
      let profile: Record<string, unknown> = { ...claims };
      if (!profile.email && tokens.access_token) {
        profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...profile };
      }
      return {
        subject: claims.sub,
        email: optionalClaim(profile.email)?.toLowerCase() ?? null,
        emailVerified: profile.email_verified === true,
        firstName: optionalClaim(profile.given_name) ?? optionalClaim(profile.name)?.split(" ")[0] ?? null,
        lastName: optionalClaim(profile.family_name),
        profileImageUrl: optionalClaim(profile.picture),
      };
    },
  };
}
