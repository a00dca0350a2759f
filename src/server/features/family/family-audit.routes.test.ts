import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { adminAudit } from "../../db/schema/index";

// The admin page shows the latest 200 audit entries, newest first; older ones stay in the table.
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: "auditor@example.com", RATE_LIMIT_PER_MINUTE: "0" });
  admin = await signIn(ctx.app, "auditor@example.com");
});
afterAll(() => ctx.close());

type Entry = { id: number; action: string; adminEmail: string; subjectName: string; subjectEmail: string; createdAt: string };
const audit = async () => (await ctx.app.inject({ url: "/api/admin/audit", headers: { cookie: admin } })).json() as Entry[];

describe("the admin audit list", () => {
  it("answers the 200 newest entries, newest first, and entries of the same instant newest id first", async () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const rows = Array.from({ length: 205 }, (_, i) => ({
      adminEmail: "auditor@example.com",
      action: "family_member.added" as const,
      subjectName: `Member ${i}`,
      subjectEmail: `member-${i}@example.com`,
      // Two entries per instant from here on: the tie is broken by id.
      createdAt: new Date(start + Math.floor(i / 2) * 60_000),
    }));
    await ctx.database.db.insert(adminAudit).values(rows);

    const entries = await audit();
    expect(entries).toHaveLength(200);
    expect(entries.slice(0, 3).map((e) => e.subjectName)).toEqual(["Member 204", "Member 203", "Member 202"]);
    expect(entries.at(-1)!.subjectName).toBe("Member 5");
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      action: "family_member.added",
      adminEmail: "auditor@example.com",
      subjectName: "Member 204",
      subjectEmail: "member-204@example.com",
      createdAt: new Date(start + 102 * 60_000).toISOString(),
    });
  });
});
