// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { StoreOptionRow } from "./store-option-row";

afterEach(cleanup);

function Row({ initiallyChecked }: { initiallyChecked: boolean }) {
  const [checked, setChecked] = useState(initiallyChecked);
  return (
    <ul>
      <StoreOptionRow
        id="store-7"
        name="Aldi — Penn Ave, Pittsburgh"
        color="#00005f"
        logo="A"
        checked={checked}
        onToggle={() => setChecked((value) => !value)}
      >
        1.2 mi
      </StoreOptionRow>
    </ul>
  );
}

const tick = (container: HTMLElement) => container.querySelector("button[role=checkbox] svg");

// The demo's and the home page's store lists: a checkbox named after the store, its tick drawn only when picked.
describe("a store to pick", () => {
  it("is a checkbox named after the store and described by its details line", () => {
    render(<Row initiallyChecked={false} />);
    const box = screen.getByRole("checkbox", { name: "Aldi — Penn Ave, Pittsburgh" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription("1.2 mi");
  });

  it("shows its tick when picked and takes it away when unpicked", () => {
    const { container } = render(<Row initiallyChecked={true} />);
    const box = screen.getByRole("checkbox", { name: "Aldi — Penn Ave, Pittsburgh" });
    expect(box).toBeChecked();
    expect(box).toHaveAttribute("data-state", "checked");
    expect(tick(container)).not.toBeNull();

    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute("data-state", "unchecked");
    expect(tick(container)).toBeNull();

    fireEvent.click(screen.getByText("Aldi — Penn Ave, Pittsburgh"));
    expect(box).toBeChecked();
    expect(tick(container)).not.toBeNull();
  });
});
