import { createContext, useContext } from "react";
import { fr } from "../../i18n/fr";

/** The server marks a demonstration by putting `<meta name="app-mode" content="demo">` in the page. */
export function isDemoMode(doc: Document = document): boolean {
  return doc.querySelector('meta[name="app-mode"]')?.getAttribute("content") === "demo";
}

/** Set when a page is rendered ahead of time, with no page to read the mode from. */
export const PrerenderedMode = createContext<{ demo: boolean } | null>(null);

/** A thin line over the header, so nobody mistakes a demonstration for the real centre. */
export function DemoBanner() {
  const prerendered = useContext(PrerenderedMode);
  if (!(prerendered ? prerendered.demo : isDemoMode())) return null;
  return (
    <p
      role="note"
      className="border-b border-accent/30 bg-sand px-4 py-1 text-center text-xs font-semibold text-brand-dark"
    >
      {fr.common.demoMode}
    </p>
  );
}
