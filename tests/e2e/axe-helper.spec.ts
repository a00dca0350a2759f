import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

// expectNoAxeViolations checks a @phone journey's screen states in its desktop run; its phone copy checks only the
// states marked onPhone, and a @phone-only journey checks every state (tests/e2e/support.ts). An image without a
// text alternative is a violation.
const violating = '<!doctype html><html lang="en"><head><title>t</title></head><body><main><img src="data:," id="unlabelled"></main></body></html>';

test("a violation fails the check on the desktop; on the phone copy only where marked onPhone @phone", async ({ page }, testInfo) => {
  await page.setContent(violating);
  const marked = expectNoAxeViolations(page, { onPhone: true });
  await expect(marked).rejects.toThrow(/image-alt: #unlabelled/);
  if (testInfo.project.name === "phone") await expectNoAxeViolations(page);
  else await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: #unlabelled/);
});

test("a phone-only journey checks every state @phone-only", async ({ page }) => {
  await page.setContent(violating);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: #unlabelled/);
});
