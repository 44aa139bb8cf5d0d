import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../../src/lib/sanitize";

const hostile =
  '<p>Un <strong>massage</strong> profond.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
  '<ul><li>Huiles &amp; pierres</li><li>60 min</li></ul><a href="javascript:alert(3)">lien</a>';

// Before the sanitiser is loaded, as offline on a phone that never opened a service page. The
// sanitiser itself needs a real browser's DOM (or jsdom, see sanitize-at-build.test.ts): the journeys
// check it in Chromium.
describe("a service description from the API", () => {
  it("before the sanitiser loads, is its text alone, one paragraph per block, with nothing active", () => {
    const html = sanitizeHtml(hostile);
    expect(html).toBe("<p>Un massage profond.</p><p>Huiles &amp; pierres</p><p>60 min</p><p>lien</p>");
    expect(sanitizeHtml("a < b > c <br> d")).toBe("<p>a &lt; b &gt; c</p><p>d</p>");
  });
});
