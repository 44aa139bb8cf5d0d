import { Window } from "happy-dom";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { installSanitizer, sanitizeHtml } from "../../../src/lib/sanitize";

const hostile =
  '<p>Un <strong>massage</strong> profond.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
  '<ul><li>Huiles &amp; pierres</li><li>60 min</li></ul><a href="javascript:alert(3)">lien</a>';

// Pages drawn at build time sanitise descriptions outside a browser, on a document of their own.
describe("a service description drawn at build time", () => {
  it("refuses a document the sanitiser does not truly work on", async () => {
    // happy-dom: DOMPurify there handed back scripts and handlers unchanged, and lost a paragraph.
    await expect(
      installSanitizer(new Window() as unknown as Parameters<typeof installSanitizer>[0]),
    ).rejects.toThrow(/nettoyeur HTML/);
  });

  it("on jsdom, keeps the formatting and nothing active, as the browser does", async () => {
    await installSanitizer(new JSDOM("").window);
    expect(sanitizeHtml(hostile)).toBe(
      "<p>Un <strong>massage</strong> profond.</p><ul><li>Huiles &amp; pierres</li><li>60 min</li></ul><a>lien</a>",
    );
    // A web or mail link the centre wrote stays a link; nothing else rides on it.
    expect(sanitizeHtml('<a href="https://exemple.sn/tarifs" onclick="x()" target="_top">tarifs</a>')).toBe(
      '<a href="https://exemple.sn/tarifs">tarifs</a>',
    );
  });
});
