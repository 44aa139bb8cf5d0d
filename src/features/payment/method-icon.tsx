import { useState } from "react";
import type { BookingMethod } from "../../contract/payments";

/** Drawn marks for when a method's picture does not load (no network, or none on the server). */
const marks: Record<BookingMethod["code"], { bg: string; fg: string; path: string }> = {
  PAY01: {
    bg: "bg-brand/10",
    fg: "text-brand",
    path: "M4 10l8-6 8 6v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z",
  },
  PAY02: {
    bg: "bg-accent/15",
    fg: "text-accent-dark",
    path: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zm0 4v10m-3-7.5c0-1.4 1.3-2.5 3-2.5s3 1.1 3 2.5-1.3 2.5-3 2.5-3 1.1-3 2.5 1.3 2.5 3 2.5 3-1.1 3-2.5",
  },
  PAY03: { bg: "bg-sky-100", fg: "text-sky-700", path: "M2 12c2.5-4 5-4 7.5 0s5 4 7.5 0 3.5-3 5-1" },
  PAY04: {
    bg: "bg-orange-100",
    fg: "text-orange-700",
    path: "M5 5h6v6H5zM13 5h6v6h-6zM5 13h6v6H5zM14 14h2v2h-2zM17 17h2v2h-2z",
  },
};

/** The method's picture, or its drawn mark: a card never shows a broken image. */
export function MethodIcon({ method }: { method: BookingMethod }) {
  const [failed, setFailed] = useState(!method.image);
  const mark = marks[method.code];
  if (failed)
    return (
      <span aria-hidden="true" className={`grid size-12 shrink-0 place-items-center rounded-xl ${mark.bg}`}>
        <svg viewBox="0 0 24 24" className={`size-6 ${mark.fg}`} aria-hidden="true">
          <path d={mark.path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </span>
    );
  return (
    <img
      src={method.image}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-xl bg-sand object-cover"
    />
  );
}
