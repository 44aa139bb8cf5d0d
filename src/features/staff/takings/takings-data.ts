import { fetchTakingsCsv } from "../../../api/staff";
import { downloadName, takingsFileName } from "../../../lib/download-name";
import type { TakingsPeriod } from "../../../lib/takings-period";

export type TakingsParams = { period: TakingsPeriod; date: string | undefined };

/**
 * The server's CSV of the operations, or of the totals, saved as it came (its BOM and `;` untouched,
 * so a spreadsheet opens it with its accents), under the name the server gives or one that says the
 * period.
 */
export async function downloadTakingsCsv(
  period: TakingsPeriod,
  date: string,
  from: string,
  totals = false,
): Promise<string> {
  const { blob, disposition } = await fetchTakingsCsv({ period, date }, totals);
  const name = downloadName(disposition, takingsFileName(period, from, totals));
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob by then; revoked later, not at once, for slower ones.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
