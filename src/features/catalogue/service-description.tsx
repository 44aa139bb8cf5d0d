import { useId, useMemo, useState } from "react";
import { frServiceDetail } from "../../i18n/fr-service-detail";
import { sanitizeHtml } from "../../lib/sanitize";
import { truncateHtml } from "../../lib/truncate-html";

/** The description is cut at 525 visible characters, with 'Lire plus' / 'Lire moins'. */
export const DESCRIPTION_LIMIT = 525;

export function ServiceDescription({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { full, short, truncated } = useMemo(() => {
    const clean = sanitizeHtml(html);
    const cut = truncateHtml(clean, DESCRIPTION_LIMIT);
    return { full: clean, short: cut.html, truncated: cut.truncated };
  }, [html]);
  return (
    <div>
      <div
        id={id}
        className="space-y-3 leading-relaxed text-ink/85 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify, then cut.
        dangerouslySetInnerHTML={{ __html: expanded || !truncated ? full : short }}
      />
      {truncated && (
        <button
          type="button"
          className="mt-3 font-semibold text-brand underline-offset-4 hover:underline"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? frServiceDetail.readLess : frServiceDetail.readMore}
        </button>
      )}
    </div>
  );
}
