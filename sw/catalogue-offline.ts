/**
 * Answers catalogue questions from the full list kept in cache, when the network is gone and
 * that exact question was never asked online: filters, search and pages are applied here.
 */
type Item = { id: number; type?: string; name?: string; description?: string; short_description?: string };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "X-From-Offline-Catalogue": "1" },
  });

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function answerList(items: Item[], url: URL): Response {
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get("page_size")) || 10));
  const type = url.searchParams.get("type");
  const search = fold(url.searchParams.get("search")?.trim() ?? "");
  const fields = (url.searchParams.get("search_fields") ?? "name").split(",") as (keyof Item)[];
  const matching = items.filter(
    (item) =>
      (!type || item.type === type) &&
      (!search || fields.some((f) => typeof item[f] === "string" && fold(String(item[f])).includes(search))),
  );
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  if (page > pages) return json({ detail: "Page non valide." }, 404);
  return json({
    count: matching.length,
    next: null,
    previous: null,
    results: matching.slice((page - 1) * pageSize, page * pageSize),
  });
}

export function answerDetail(items: Item[], id: number): Response | null {
  const item = items.find((i) => i.id === id);
  return item ? json(item) : null;
}
