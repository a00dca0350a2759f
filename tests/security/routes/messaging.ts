import { everyone, premiumOnly, type RouteGroup } from "../matrix";

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
      request: () => ({
        method: "POST",
        url: "/api/send-suggestion",
        payload: { title: "Dark mode", suggestion: "Please add one.", userEmail: "matrix@example.com" },
      }),
      expect: premiumOnly(200),
    },
    // A developer tool outside production (not registered there): no user data beyond the outbox itself.
    { route: "GET /api/dev/outbox", request: () => ({ url: "/api/dev/outbox" }), expect: everyone(200) },
  ],
};
