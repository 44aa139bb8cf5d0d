import { useEffect, useState } from "react";

/** Spec: 'mobile' means a width of 768 px or less. */
export const MOBILE_QUERY = "(max-width: 768px)";

export function useMediaQuery(query: string): boolean {
  // Rendered ahead of time there is no screen: such pages are drawn for a phone first.
  const [matches, setMatches] = useState(
    () => typeof window !== "undefined" && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
