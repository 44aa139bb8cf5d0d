import { useEffect, useMemo, useRef, useState } from "react";
import { debounce } from "../lib/debounce";

/** A search is sent 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = { id: string; label: string; placeholder: string; value: string; onSearch: (q: string) => void };

/** A search field that reports its text once typing pauses; follows `value` when the URL changes. */
export function SearchBox({ id, label, placeholder, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  // Built once: a filter tapped while a search waits does not cancel it.
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const push = useMemo(() => debounce((q: string) => latest.current(q), SEARCH_DEBOUNCE_MS), []);
  useEffect(() => () => push.cancel(), [push]);
  // The URL changed (back button, reset): the field follows, but never rewrites what is typed.
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  return (
    <search className="block min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink/40"
          aria-hidden="true"
        >
          <path
            d="M11 4a7 7 0 1 0 4.4 12.4L20 21"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          placeholder={placeholder}
          className="h-12 w-full rounded-full border border-black/10 bg-white pr-4 pl-12 shadow-sm"
          onChange={(event) => {
            setText(event.target.value);
            push(event.target.value.trim());
          }}
        />
      </div>
    </search>
  );
}
