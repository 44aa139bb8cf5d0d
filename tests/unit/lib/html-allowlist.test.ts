import { describe, expect, it } from "vitest";
import { documentHtml, sanitizeHtml } from "../../../server/lib/html-allowlist";

describe("the server's allowlist for service descriptions", () => {
  it("keeps the allowed formatting and drops scripts, styles, frames and their content", () => {
    expect(
      sanitizeHtml(
        "<h3>Séance</h3><p>Un <strong>massage</strong> <em>doux</em>.<br/>Fin</p><ol><li>un</li></ol><h4>Bon à savoir</h4>",
      ),
    ).toBe(
      "<h3>Séance</h3><p>Un <strong>massage</strong> <em>doux</em>.<br>Fin</p><ol><li>un</li></ol><h4>Bon à savoir</h4>",
    );
    expect(
      sanitizeHtml(
        '<p>a<script>alert(1)</script>b<STYLE>p{}</STYLE>c<iframe src="x">d</iframe>e<svg><script>x</script></svg>f</p>',
      ),
    ).toBe("<p>abcef</p>");
    // A script never closed takes the rest with it.
    expect(sanitizeHtml("<p>ok</p><script>alert(1)<p>caché</p>")).toBe("<p>ok</p>");
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).toBe("ipt&gt;alert(1)");
    expect(sanitizeHtml("<!-- <script>x</script> --><p>a</p><!DOCTYPE html><?xml x?>")).toBe("<p>a</p>");
  });

  it("removes every attribute but a link's web or mail address", () => {
    expect(sanitizeHtml('<p onclick="x()" class="a" style="color:red">a</p>')).toBe("<p>a</p>");
    expect(sanitizeHtml('<img src=x onerror=alert(1)><div onmouseover="x">b</div>')).toBe("b");
    expect(sanitizeHtml('<a href="https://exemple.sn/?a=1&amp;b=2" onclick="x" target="_blank">ok</a>')).toBe(
      '<a href="https://exemple.sn/?a=1&amp;b=2">ok</a>',
    );
    expect(sanitizeHtml("<a href='mailto:contact@exemple.sn'>écrire</a>")).toBe(
      '<a href="mailto:contact@exemple.sn">écrire</a>',
    );
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "&#106;avascript:alert(1)",
      "jav&#x61;script:alert(1)",
      "data:text/html,<script>x</script>",
      "vbscript:x",
      "/relative",
    ])
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
    // A quote in an address cannot break out of it.
    expect(sanitizeHtml("<a href='https://a.sn/\"onmouseover=\"x'>y</a>")).toBe(
      '<a href="https://a.sn/&quot;onmouseover=&quot;x">y</a>',
    );
  });

  it("balances nested and unclosed tags, and drops stray closing ones", () => {
    expect(sanitizeHtml("<p><strong>gras<em>et penché</p>suite")).toBe(
      "<p><strong>gras<em>et penché</em></strong></p>suite",
    );
    expect(sanitizeHtml("<ul><li>un<li>deux</ul>")).toBe("<ul><li>un<li>deux</li></li></ul>");
    expect(sanitizeHtml("</p></strong>texte</em>")).toBe("texte");
    expect(sanitizeHtml("<p>ouvert")).toBe("<p>ouvert</p>");
    // An unknown tag goes, its text stays.
    expect(sanitizeHtml("<div><span>gardé</span></div><blockquote>aussi</blockquote>")).toBe("gardéaussi");
    // A tag never finished shows nothing of itself.
    expect(sanitizeHtml('<p>a</p><a href="https://x.sn" onclick="y')).toBe("<p>a</p>");
  });

  it("escapes text and keeps character references", () => {
    expect(sanitizeHtml("Huiles &amp; pierres, 5 < 6 > 4, « 100 % » &eacute; &#233; &#xE9; & fin")).toBe(
      "Huiles &amp; pierres, 5 &lt; 6 &gt; 4, « 100 % » &eacute; &#233; &#xE9; &amp; fin",
    );
    expect(sanitizeHtml('"guillemets" et l\'apostrophe')).toBe("&quot;guillemets&quot; et l'apostrophe");
    expect(sanitizeHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe(
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    );
    expect(sanitizeHtml("")).toBe("");
  });

  it("lets a legal document link to a page of the site or a phone, never to another site", () => {
    const doc = (html: string) => sanitizeHtml(html, documentHtml);
    expect(doc('<a href="/Faq">FAQ</a> <a href="tel:+221338000000">appeler</a>')).toBe(
      '<a href="/Faq" rel="noopener noreferrer">FAQ</a> <a href="tel:+221338000000" rel="noopener noreferrer">appeler</a>',
    );
    for (const href of ["//autre.site", "/\\autre.site", "javascript:x"])
      expect(doc(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
    // An uppercase closing tag still ends what it closes, whatever letters come before it.
    expect(doc("<p>İ<SCRIPT>x</SCRIPT>fin</p>")).toBe("<p>İfin</p>");
  });
});
