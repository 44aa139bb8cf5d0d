/** Page numbers to show: up to `size` around the current page, with the first and last and gaps. */
export type PageItem = number | "gap";

export function pageWindow(current: number, total: number, size = 5): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  if (total <= size + 2) return Array.from({ length: total }, (_, i) => i + 1);
  const half = Math.floor(size / 2);
  const start = Math.max(2, Math.min(current - half, total - size));
  const end = Math.min(total - 1, start + size - 1);
  const items: PageItem[] = [1];
  if (start > 2) items.push("gap");
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push("gap");
  items.push(total);
  return items;
}

export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
