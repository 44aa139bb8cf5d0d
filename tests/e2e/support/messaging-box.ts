import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * The messaging link's box against every visible control (links, buttons, fields) and every
 * amount (XOF, crédits) of the page as it is now, scrolled from the top to the end by half a
 * screen: what it covers, listed. Nothing, whatever the screen and the scroll.
 */
export async function expectMessagingCoversNothing(page: Page, what: string) {
  const covered = await page.evaluate(async () => {
    const found = new Set<string>();
    const link = document.querySelector<HTMLElement>("[data-floating-messaging]");
    if (!link) return [];
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.width > 0 &&
      a.height > 0 &&
      a.left < b.right &&
      b.left < a.right &&
      a.top < b.bottom &&
      b.top < a.bottom;
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.visibility !== "hidden" && Number(style.opacity) > 0 && element.closest("[inert]") === null
      );
    };
    const end = document.documentElement.scrollHeight;
    for (let y = 0; ; y += Math.floor(innerHeight / 2)) {
      scrollTo(0, Math.min(y, end));
      await new Promise(requestAnimationFrame);
      const box = link.getBoundingClientRect();
      if (box.width > 0 && getComputedStyle(link).display !== "none") {
        const controls = document.querySelectorAll(
          "a, button, input, select, textarea, summary, label, [role=button], [role=tab]",
        );
        for (const control of controls) {
          if (link.contains(control) || control.contains(link) || !visible(control)) continue;
          if (overlaps(control.getBoundingClientRect(), box))
            found.add(
              `${control.tagName.toLowerCase()} « ${(control.textContent ?? "").trim().slice(0, 40)} »`,
            );
        }
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (
            !/\d\s*(XOF|crédit)/.test(node.textContent ?? "") ||
            !node.parentElement ||
            !visible(node.parentElement)
          )
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects())
            if (overlaps(rect, box)) found.add(`montant « ${(node.textContent ?? "").trim().slice(0, 40)} »`);
        }
      }
      if (y >= end - innerHeight) break;
    }
    scrollTo(0, 0);
    return [...found];
  });
  expect(covered, `the messaging link on ${what} covers`).toEqual([]);
}
