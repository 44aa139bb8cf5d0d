/**
 * The file name a download's `Content-Disposition` gives (`filename*=UTF-8''…` first, then
 * `filename="…"`), reduced to characters every system keeps; `fallback` when it gives none.
 */
export function downloadName(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1];
  let name = plain?.trim() ?? "";
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding: the plain name, or the fallback.
    }
  }
  // No folder, nothing a spreadsheet's file dialog would choke on.
  const safe = name
    .replace(/^.*[\\/]/, "")
    .replace(/[^\p{L}\p{N}._-]+/gu, "-")
    .replace(/^[.-]+/, "");
  return safe || fallback;
}

/**
 * `recettes-semaine-2026-03-02.csv` (its totals: `…-totaux.csv`): the period's kind and first day,
 * sorted well in a folder.
 */
export function takingsFileName(period: "day" | "week" | "month", from: string, totals = false): string {
  const word = { day: "jour", week: "semaine", month: "mois" }[period];
  return `recettes-${word}-${from}${totals ? "-totaux" : ""}.csv`;
}
