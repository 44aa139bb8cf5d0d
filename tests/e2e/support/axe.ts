import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/** WCAG 2.2 AA, plus axe's best practices (heading order among them). */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Rules held to zero whatever axe rates their impact: both were real defects of this app. */
const alwaysEnforced = new Set(["heading-order", "label-content-name-mismatch"]);

/**
 * Runs axe on the page as it is now (open dialogs and menus included) and fails on any serious or
 * critical violation, listing each with the elements concerned.
 */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(tags)
    // Experimental in axe, so off unless asked for: a link's name must contain its visible text.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || alwaysEnforced.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect(blocking, `axe on ${what}`).toEqual([]);
}
