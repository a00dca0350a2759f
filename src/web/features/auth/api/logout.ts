import { apiRequest } from "../../../lib/api-client";

/**
 * Signs out with POST /api/logout, then loads the home page fresh (no signed-in data stays in
 * memory). If the call fails, the GET link still signs out, as a navigation from our own page.
 */
export async function signOut(): Promise<void> {
  try {
    await apiRequest("POST", "/api/logout");
    window.location.assign("/");
  } catch {
    window.location.assign("/api/logout");
  }
}
