import { randomBytes } from "node:crypto";
import { familyMembers } from "../../../src/server/db/schema/index";
import { adminOnly, type MatrixContext, type RouteGroup } from "../matrix";

/** Rows for the admin family list and the admin audit log: admins only, whatever their plan. */

const address = () => `matrix-family-${randomBytes(4).toString("hex")}@example.com`;

/** A fresh member for each cell (so a cell's removal never affects another's). */
async function memberId(ctx: MatrixContext): Promise<number> {
  const [row] = await ctx.db
    .insert(familyMembers)
    .values({ name: "Matrix member", email: address() })
    .returning({ id: familyMembers.id });
  return row!.id;
}

export const familyRoutes: RouteGroup = {
  rows: [
    { route: "GET /api/admin/family-members", request: () => ({ url: "/api/admin/family-members" }), expect: adminOnly(200) },
    {
      route: "POST /api/admin/family-members",
      request: () => ({ method: "POST", url: "/api/admin/family-members", payload: { name: "Matrix Kid", email: address() } }),
      expect: adminOnly(201),
    },
    {
      route: "DELETE /api/admin/family-members/:id",
      request: async (ctx) => ({ method: "DELETE", url: `/api/admin/family-members/${await memberId(ctx)}` }),
      expect: adminOnly(200),
    },
    { route: "GET /api/admin/audit", request: () => ({ url: "/api/admin/audit" }), expect: adminOnly(200) },
  ],
};
