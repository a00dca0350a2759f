/** What the sign-in provider tells us about a person. */
export type ExternalProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/** State that must survive the round trip to the provider (kept in a signed, short-lived cookie). */
export type LoginTransaction = {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
};

export type IdentityPort =
  | { kind: "local" }
  | {
      kind: "oidc";
      /** Where to send the browser, and what to remember until it comes back. */
      startLogin(input: { returnTo: string; redirectUri: string }): Promise<{ url: string; transaction: LoginTransaction }>;
      /** Exchanges the code in callbackUrl, checking state, nonce and PKCE. */
      finishLogin(input: { callbackUrl: URL; transaction: LoginTransaction }): Promise<ExternalProfile>;
    };
