// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast, toastCartCleared } from "../../lib/toast";
import { Toaster } from "./toaster";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("keeps a toast with Undo on screen for 10 s, time to reach it on a phone; a plain toast for the spec's 5 s", () => {
    render(<Toaster />);
    act(() => void toastCartCleared(3, () => undefined));
    expect(screen.getByText("3 items removed")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(6_000));
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4_500));
    expect(screen.queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();

    act(() => void toast({ title: "Item successfully added to your cart" }));
    act(() => void vi.advanceTimersByTime(4_500));
    expect(screen.getByText("Item successfully added to your cart")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByText("Item successfully added to your cart")).not.toBeInTheDocument();
  });
});
