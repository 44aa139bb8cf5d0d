import { fetchFaq } from "../../api/configs";
import type { FaqCategory, FaqEntry } from "../../contract/configs";
import { CATALOGUE_STALE_MS } from "../../lib/cache-times";
import { read } from "../../queries/cache";

/** The FAQ's filter buttons; its questions are the centre's (`configs/faq/`, edited in the back-office). */
export const faqCategories: { id: FaqCategory | "all"; label: string }[] = [
  { id: "all", label: "Toutes" },
  { id: "reservations", label: "Réservations" },
  { id: "services", label: "Services" },
  { id: "payments", label: "Paiements" },
  { id: "account", label: "Compte" },
];

/** The centre's questions; offline, the copy the service worker kept. */
export const loadFaq = () => read({ key: "config:faq", load: () => fetchFaq(), staleMs: CATALOGUE_STALE_MS });

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Questions of a category whose question or answer contains the search, accents ignored. */
export function filterFaq(items: FaqEntry[], category: FaqCategory | "all", search: string): FaqEntry[] {
  const needle = fold(search.trim());
  return items.filter(
    (item) =>
      (category === "all" || item.category === category) &&
      (!needle || fold(item.question).includes(needle) || fold(item.answer).includes(needle)),
  );
}
