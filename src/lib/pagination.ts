/** A page number to show, or the ellipsis between them. */
export type PageItem = number | "gap";

/**
 * Up to 5 numbered pages around the current one, then an ellipsis and the last
 * page when it is not among them. The previous and next arrows reach the pages before.
 */
export function pageWindow(current: number, total: number, size = 5): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  const items: PageItem[] = [];
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push("gap");
  if (end < total) items.push(total);
  return items;
}

export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
