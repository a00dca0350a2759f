import type { IdentityPort } from "./port";

/** Development sign-in: the /login page posts an e-mail and name; never used in production (config refuses it). */
export function createLocalIdentity(): IdentityPort {
  return { kind: "local" };
}
