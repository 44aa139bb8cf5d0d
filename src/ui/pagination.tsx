import { fr } from "../i18n/fr";
import { pageWindow } from "../lib/pagination";

type Props = { page: number; pages: number; onPage: (page: number) => void; label: string };

/** Numbered pages with previous and next: up to 5 around the current one, an ellipsis and the last. */
export function Pagination({ page, pages, onPage, label }: Props) {
  if (pages <= 1) return null;
  const base = "grid min-w-11 h-11 place-items-center rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${base} hover:bg-brand/10 disabled:opacity-40`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={fr.pagination.previous}
      >
        ‹
      </button>
      {pageWindow(page, pages).map((item, i) =>
        item === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps are positional.
          <span key={`gap-${i}`} className="px-1 text-ink/70" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={`${base} ${item === page ? "bg-brand text-white" : "hover:bg-brand/10"}`}
            aria-current={item === page ? "page" : undefined}
            aria-label={fr.pagination.page(item)}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${base} hover:bg-brand/10 disabled:opacity-40`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={fr.pagination.next}
      >
        ›
      </button>
    </nav>
  );
}
