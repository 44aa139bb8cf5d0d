/**
 * Answers catalogue questions from the full list kept in cache, when the network is gone and
 * that exact question was never asked online. It must answer as the server would: the query is
 * read with the contract's schema and filtered by the server's rules (tests/sw checks both agree).
 */
import * as v from "valibot";
import { serviceListQuerySchema, serviceSearchFields } from "../src/contract/services";
import { foldForSearch } from "../src/lib/search-text";

type Item = { id: number; type?: string; name?: string; description?: string; short_description?: string };
type SearchField = (typeof serviceSearchFields)[number];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "X-From-Offline-Catalogue": "1" },
  });

/** The fields to search: the known ones asked for, else the name (as the server does). */
function searchFields(asked: string): SearchField[] {
  const known = asked
    .split(",")
    .map((f) => f.trim())
    .filter((f): f is SearchField => (serviceSearchFields as readonly string[]).includes(f));
  return known.length ? known : ["name"];
}

export function answerList(items: Item[], url: URL): Response {
  // The first of repeated parameters counts, as on the server.
  const raw: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    raw[key] ??= value;
  });
  const query = v.parse(serviceListQuerySchema, raw);
  // As the server compares: both sides without case or accents.
  const search = foldForSearch(query.search);
  const fields = searchFields(query.search_fields);
  const matching = items.filter(
    (item) =>
      (!query.type || item.type === query.type) &&
      (!search || fields.some((f) => foldForSearch(item[f] ?? "").includes(search))),
  );
  const pages = Math.max(1, Math.ceil(matching.length / query.page_size));
  if (query.page > pages) return json({ detail: "Page non valide." }, 404);
  return json({
    count: matching.length,
    next: null,
    previous: null,
    results: matching.slice((query.page - 1) * query.page_size, query.page * query.page_size),
  });
}

export function answerDetail(items: Item[], id: number): Response | null {
  const item = items.find((i) => i.id === id);
  return item ? json(item) : null;
}
