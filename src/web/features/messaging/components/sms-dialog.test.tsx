// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster";
import { SmsDialog } from "./sms-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answerSmsWith(status: number, body: unknown) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

function Harness({
  defaultMessage = "My Shopping List:\nMilk - 1 gal",
  onSendError,
}: {
  defaultMessage?: string;
  onSendError?: (error: unknown) => boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SmsDialog open={open} onOpenChange={setOpen} defaultMessage={defaultMessage} onSendError={onSendError} />
      <p>{open ? "dialog open" : "dialog closed"}</p>
      <Toaster />
    </QueryClientProvider>
  );
}

describe("SmsDialog", () => {
  it("keeps Send disabled while the number is blank; a blank message sends the default", async () => {
    const calls = answerSmsWith(200, { ok: true, to: "+14125550123" });
    render(<Harness />);
    const phone = screen.getByPlaceholderText("(555) 123-4567");
    expect(screen.getByLabelText("Custom Message (optional)")).toHaveAttribute("rows", "3");
    const send = screen.getByRole("button", { name: "Send SMS" });
    expect(send).toBeDisabled();
    await userEvent.type(phone, "   ");
    expect(send).toBeDisabled();
    await userEvent.clear(phone);
    await userEvent.type(phone, "(412) 555-0123");
    await userEvent.click(send);
    expect(await screen.findByText("SMS Sent!")).toBeInTheDocument();
    expect(screen.getByText("Your shopping list has been sent via text message.")).toBeInTheDocument();
    expect(calls).toEqual([{ phoneNumber: "(412) 555-0123", message: "My Shopping List:\nMilk - 1 gal" }]);
    expect(screen.getByText("dialog closed")).toBeInTheDocument();
  });

  it("sends the custom message when one is typed", async () => {
    const calls = answerSmsWith(200, { ok: true, to: "+14125550123" });
    render(<Harness />);
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "4125550123");
    await userEvent.type(screen.getByLabelText("Custom Message (optional)"), "Bring bags");
    await userEvent.click(screen.getByRole("button", { name: "Send SMS" }));
    await waitFor(() => expect(calls).toEqual([{ phoneNumber: "4125550123", message: "Bring bags" }]));
  });

  it("shows 'Failed to Send SMS' with the server's message and stays open", async () => {
    answerSmsWith(400, { message: "Please enter a valid phone number" });
    render(<Harness />);
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "123");
    await userEvent.click(screen.getByRole("button", { name: "Send SMS" }));
    expect(await screen.findByText("Failed to Send SMS")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(screen.getByText("dialog open")).toBeInTheDocument();
  });

  it("hands a Premium error to onSendError (the page opens the upgrade prompt for a free user)", async () => {
    answerSmsWith(403, { message: "Premium subscription required" });
    const onSendError = vi.fn((error: unknown) => error instanceof Error && error.message.includes("Premium"));
    render(<Harness onSendError={onSendError} />);
    await userEvent.type(screen.getByPlaceholderText("(555) 123-4567"), "4125550123");
    await userEvent.click(screen.getByRole("button", { name: "Send SMS" }));
    expect(await screen.findByText("dialog closed")).toBeInTheDocument();
    expect(onSendError).toHaveBeenCalledTimes(1);
  });
});
