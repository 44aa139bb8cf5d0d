import type { Locator, Page } from "@playwright/test";
import { expect } from "./test";

/** The width the test asked for: on a phone an overflowing page widens `innerWidth` itself. */
const screenWidth = (page: Page) => page.viewportSize()?.width ?? 0;

/** Nothing on the page is wider than the screen: no sideways scroll. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, "document.documentElement.scrollWidth").toBeLessThanOrEqual(screenWidth(page));
  expect(widths.scroll, "scrollWidth <= innerWidth").toBeLessThanOrEqual(widths.inner);
}

/** The whole box of `locator` lies on the screen. */
export async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, "the element has a box").not.toBeNull();
  if (!box) return;
  expect(box.x, "left edge").toBeGreaterThanOrEqual(0);
  expect(box.y, "top edge").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge").toBeLessThanOrEqual(screenWidth(page));
  expect(box.y + box.height, "bottom edge").toBeLessThanOrEqual(height);
}

/** As much room on the left of `locator` as on its right (within a pixel). */
export async function expectCentred(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the element has a box").not.toBeNull();
  if (!box) return;
  const right = screenWidth(page) - (box.x + box.width);
  expect(Math.abs(box.x - right), `left ${box.x} px, right ${right} px`).toBeLessThanOrEqual(1);
}
