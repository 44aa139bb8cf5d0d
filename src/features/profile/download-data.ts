import { fetchMyData } from "../../api/account-settings";

/**
 * Saves the member's data as a JSON file. Read through the contract like every answer, then
 * written out indented, so the file opens readably in any text viewer.
 */
export async function downloadMyData(): Promise<void> {
  const data = await fetchMyData();
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `mes-donnees-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob by then; revoked later, not at once, for slower ones.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
