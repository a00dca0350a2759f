import { premiumOnly, signedIn, type RouteGroup } from "../matrix";

/** Rows for text messages, suggestions and the developers' outbox view. */
export const messagingRoutes: RouteGroup = {
  rows: [
    {
      route: "POST /api/send-sms",
      request: () => ({
        method: "POST",
        url: "/api/send-sms",
        payload: { phoneNumber: "(412) 555-0199", message: "Milk, eggs" },
      }),
      expect: premiumOnly(200),
    },
    {
      route: "POST /api/send-suggestion",
      // The reply address is the account's own (another is refused with 400).
      request: (_ctx, owner) => ({
        method: "POST",
        url: "/api/send-suggestion",
        payload: { title: "Dark mode", suggestion: "Please add one.", ...(owner.email ? { userEmail: owner.email } : {}) },
      }),
      expect: premiumOnly(200),
    },
    // A developer tool outside production (not registered there): each user's own messages, every user's for an admin.
    { route: "GET /api/dev/outbox", request: () => ({ url: "/api/dev/outbox" }), expect: signedIn(200) },
  ],
};
