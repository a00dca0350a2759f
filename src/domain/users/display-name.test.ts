import { describe, expect, it } from "vitest";
import { displayName, headerName, initials } from "./display-name";

const user = (firstName: string | null, lastName: string | null, email: string | null) => ({ firstName, lastName, email });

describe("display names", () => {
  it.each([
    [user("Ada", "Lovelace", "ada@example.com"), "Ada Lovelace", "Ada", "AL"],
    [user("Ada", null, "ada@example.com"), "Ada", "Ada", "A"],
    [user(null, "Lovelace", "ada@example.com"), "ada@example.com", "ada@example.com", "L"],
    [user(null, null, "ada@example.com"), "ada@example.com", "ada@example.com", "A"],
    [user("  ", null, null), "User", "User", "U"],
  ])("%o -> %s / %s / %s", (u, account, header, letters) => {
    expect(displayName(u)).toBe(account);
    expect(headerName(u)).toBe(header);
    expect(initials(u)).toBe(letters);
  });
});
