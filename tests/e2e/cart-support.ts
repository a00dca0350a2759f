import type { Page } from "@playwright/test";

/** On a phone a cart entry's brand, history, favorite and remove controls are one tap away ("Options for …"); on wider screens they are always shown. */
export async function openCartOptions(page: Page, itemName: string) {
  const toggle = page.getByRole("list", { name: "Cart items" }).getByRole("button", { name: `Options for ${itemName}`, exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}
