/**
 * Cuts sanitised HTML after `limit` visible characters, keeping the markup valid (elements that
 * were open are closed) and adding an ellipsis. Answers whether anything was cut.
 */
export function truncateHtml(html: string, limit: number): { html: string; truncated: boolean } {
  const template = document.createElement("template");
  template.innerHTML = html;
  const root = template.content;
  if ((root.textContent ?? "").length <= limit) return { html, truncated: false };

  let left = limit;
  const walk = (node: Node): boolean => {
    for (const child of Array.from(node.childNodes)) {
      if (left <= 0) {
        child.remove();
        continue;
      }
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent ?? "";
        if (text.length > left) {
          // End on a word when one is near, so no word is cut in half.
          const cut = text.slice(0, left);
          const space = cut.lastIndexOf(" ");
          child.textContent = `${(space > left - 20 ? cut.slice(0, space) : cut).trimEnd()}…`;
          left = 0;
        } else {
          left -= text.length;
        }
      } else if (walk(child)) {
      }
    }
    return left <= 0;
  };
  walk(root);
  const out = document.createElement("div");
  out.append(root.cloneNode(true));
  return { html: out.innerHTML, truncated: true };
}

/** Visible length of an HTML text. */
export function visibleLength(html: string): number {
  const template = document.createElement("template");
  template.innerHTML = html;
  return (template.content.textContent ?? "").length;
}
