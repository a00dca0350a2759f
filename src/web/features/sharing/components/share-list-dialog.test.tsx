// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster";
import { ShareListDialog } from "./share-list-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const LINK = "https://pennycart.example/shared/AbCdEfGhIjKlMnOpQrStUv";

function answerShareWith(status: number, body: unknown) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(init?.body ? JSON.parse(String(init.body)) : undefined);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <button onClick={() => setOpen(true)}>Open share</button>
      <ShareListDialog open={open} onOpenChange={setOpen} extraActions={(url) => <span>extra for {url}</span>} />
      <Toaster />
    </QueryClientProvider>
  );
}

describe("ShareListDialog", () => {
  it("defaults the title, disables Create while it is blank, and shows the link, QR code and extra actions", async () => {
    const calls = answerShareWith(201, { id: "AbCdEfGhIjKlMnOpQrStUv", shareUrl: LINK });
    render(<Harness />);
    const title = screen.getByLabelText("Title");
    expect(title).toHaveValue("My Grocery List");
    const create = screen.getByRole("button", { name: "Create Share Link" });
    await userEvent.clear(title);
    await userEvent.type(title, "   ");
    expect(create).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, "Party");
    await userEvent.type(screen.getByLabelText("Description (optional)"), "Saturday");
    await userEvent.click(create);

    expect(await screen.findByLabelText("Share link")).toHaveValue(LINK);
    expect(calls).toEqual([{ title: "Party", description: "Saturday" }]);
    expect(await screen.findByRole("img", { name: `QR code for ${LINK}` })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByRole("link", { name: "Download QR Code" })).toHaveAttribute("download", "grocery-list-qr.png");
    expect(screen.getByText(`extra for ${LINK}`)).toBeInTheDocument();
    expect(
      screen.getByText("The link keeps working while people open it; a list nobody opens for a year is removed."),
    ).toBeInTheDocument();
    // jsdom has no navigator.share: no native share button.
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Share Another List" }));
    expect(screen.getByLabelText("Title")).toHaveValue("My Grocery List");
    expect(screen.getByLabelText("Description (optional)")).toHaveValue("");
  });

  it("copies the link and shows the check mark for 2 seconds", async () => {
    answerShareWith(201, { id: "AbCdEfGhIjKlMnOpQrStUv", shareUrl: LINK });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Create Share Link" }));
    await screen.findByLabelText("Share link");
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole("button", { name: "Link copied" })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("button", { name: "Link copied" })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
  });

  it("offers native share where the browser has it", async () => {
    answerShareWith(201, { id: "AbCdEfGhIjKlMnOpQrStUv", shareUrl: LINK });
    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share });
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Create Share Link" }));
    await userEvent.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK, title: "My Grocery List" }));
  });

  it("shows 'Sharing Failed' with the server's message and stays on the form", async () => {
    answerShareWith(400, { message: "Cart is empty" });
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Create Share Link" }));
    expect(await screen.findByText("Sharing Failed")).toBeInTheDocument();
    expect(screen.getByText("Cart is empty")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toBeInTheDocument();
  });

  it("resets to the form when closed", async () => {
    answerShareWith(201, { id: "AbCdEfGhIjKlMnOpQrStUv", shareUrl: LINK });
    render(<Harness />);
    await userEvent.type(screen.getByLabelText("Title"), " 2");
    await userEvent.click(screen.getByRole("button", { name: "Create Share Link" }));
    await screen.findByLabelText("Share link");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Open share" }));
    expect(screen.getByLabelText("Title")).toHaveValue("My Grocery List");
  });
});
