import type { Context } from "hono";
import type { Paged } from "../../src/contract/common";

export type PageQuery = { page: number; page_size: number };

/** DRF's `next` and `previous` links of a page, keeping the other query parameters. */
export function pageLinks(c: Context, page: number, count: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const link = (p: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set("page", String(p));
    return `${url.pathname}${url.search}`;
  };
  return { next: page < pages ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}

/**
 * The link to a page read from a line on (`before` or `after` an id; the first page without
 * either), keeping the other query parameters.
 */
export function cursorLink(c: Context, cursor: { before?: number; after?: number }) {
  const url = new URL(c.req.url);
  for (const key of ["page", "before", "after"] as const) url.searchParams.delete(key);
  if (cursor.before !== undefined) url.searchParams.set("before", String(cursor.before));
  if (cursor.after !== undefined) url.searchParams.set("after", String(cursor.after));
  return `${url.pathname}${url.search}`;
}

/**
 * One page of a list, read in SQL: `count` gives the total, `rows` the page's rows from an offset
 * (told the total, which may choose how they are read).
 * `pastTheEnd` says the page lies past the end (the catalogue, like DRF, answers 404 then).
 */
export async function paginate<Row, Item>(
  c: Context,
  query: PageQuery,
  count: () => Promise<number>,
  rows: (limit: number, offset: number, total: number) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<{ body: Paged<Item>; pastTheEnd: boolean }> {
  const total = await count();
  const pastTheEnd = query.page > Math.max(1, Math.ceil(total / query.page_size));
  const results = pastTheEnd
    ? []
    : (await rows(query.page_size, (query.page - 1) * query.page_size, total)).map(toItem);
  return { body: { count: total, ...pageLinks(c, query.page, total, query.page_size), results }, pastTheEnd };
}
