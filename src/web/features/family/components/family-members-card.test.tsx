// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FamilyMember } from "../../../../domain/contracts/family";
import { Toaster } from "../../../components/ui/toaster";
import { queryClient as appQueryClient } from "../../../lib/query-client";
import { useFamilyMembers } from "../api/get-family-members";
import { FamilyMembersCard } from "./family-members-card";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KID: FamilyMember = { id: 7, name: "Kid", email: "Kid@Example.com", addedAt: "2026-03-05T12:00:00.000Z" };
const OLD: FamilyMember = { id: 3, name: "Grandpa", email: "gramps@example.com", addedAt: null };

type Answer = { status: number; body: unknown };
/** A fake API: the list from `members`; POST and DELETE answer `write` (default: do it). */
function serve(members: FamilyMember[], write?: Answer) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (method !== "GET" && write) return json(write.status, write.body);
      if (method === "POST") {
        const body = JSON.parse(String(init!.body)) as { name: string; email: string };
        const member = { id: 99, name: body.name.trim(), email: body.email.trim(), addedAt: "2026-04-01T00:00:00.000Z" };
        members.unshift(member);
        return json(201, member);
      }
      if (method === "DELETE") {
        members.splice(
          members.findIndex((m) => url.endsWith(`/${m.id}`)),
          1,
        );
        return json(200, { ok: true });
      }
      return json(200, members);
    }),
  );
  return calls;
}

function Harness() {
  const members = useFamilyMembers();
  return <FamilyMembersCard members={members.data} isLoading={members.isLoading} />;
}
function renderCard() {
  const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
  render(
    <QueryClientProvider client={client}>
      <Harness />
      <Toaster />
    </QueryClientProvider>,
  );
}
const card = () => screen.getByRole("region", { name: "Family Members" });

describe("FamilyMembersCard", () => {
  it("lists members with name, e-mail, 'Premium Access' and the added date or 'Unknown date'", async () => {
    serve([KID, OLD]);
    renderCard();
    const items = await within(card()).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Kid");
    expect(items[0]).toHaveTextContent("Kid@Example.com");
    expect(items[0]).toHaveTextContent("Premium Access");
    expect(items[0]).toHaveTextContent(`Added ${new Date(KID.addedAt!).toLocaleDateString()}`);
    expect(items[1]).toHaveTextContent("Added Unknown date");
  });

  it("says 'No family members added yet' when the list is empty", async () => {
    serve([]);
    renderCard();
    expect(await within(card()).findByText("No family members added yet")).toBeInTheDocument();
  });

  it("adds a member through the dialog, checking the fields first", async () => {
    const calls = serve([]);
    renderCard();
    await within(card()).findByText("No family members added yet");
    await userEvent.click(within(card()).getByRole("button", { name: "Add Family Member" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Family Member" });
    const submit = within(dialog).getByRole("button", { name: "Add Member" });

    await userEvent.click(submit);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please fill in all fields");
    await userEvent.type(within(dialog).getByLabelText("Name"), "Kid");
    await userEvent.type(within(dialog).getByLabelText("Email"), "kid@example");
    await userEvent.click(submit);
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Email"), ".com");
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/admin/family-members",
      body: { name: "Kid", email: "kid@example.com" },
    });
    expect(await screen.findByText("Family member added successfully")).toBeInTheDocument();
    expect(screen.getByText("Success")).toBeInTheDocument();
    expect(await within(card()).findByText("kid@example.com")).toBeInTheDocument();
  });

  it("shows the server's message when adding fails, and keeps the dialog open", async () => {
    serve([KID], { status: 409, body: { message: "That e-mail is already a family member" } });
    renderCard();
    await within(card()).findByText("Kid");
    await userEvent.click(within(card()).getByRole("button", { name: "Add Family Member" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Family Member" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Kid again");
    await userEvent.type(within(dialog).getByLabelText("Email"), "KID@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Member" }));
    expect(await screen.findByText("That e-mail is already a family member")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add Family Member" })).toBeInTheDocument();
  });

  it("removes a member only after confirmation", async () => {
    const calls = serve([KID, OLD]);
    renderCard();
    await userEvent.click(await within(card()).findByRole("button", { name: "Remove Kid" }));
    let dialog = await screen.findByRole("dialog", { name: "Remove Family Member" });
    expect(dialog).toHaveTextContent("Kid (Kid@Example.com)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
    expect(within(card()).getByText("Kid")).toBeInTheDocument();

    await userEvent.click(within(card()).getByRole("button", { name: "Remove Kid" }));
    dialog = await screen.findByRole("dialog", { name: "Remove Family Member" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Family member removed successfully")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe("/api/admin/family-members/7");
    await waitFor(() => expect(within(card()).queryByText("Kid")).not.toBeInTheDocument());
  });

  it("says 'Failed to remove family member' when the server gives no message", async () => {
    serve([KID], { status: 500, body: {} });
    renderCard();
    await userEvent.click(await within(card()).findByRole("button", { name: "Remove Kid" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Failed to remove family member")).toBeInTheDocument();
  });
});
