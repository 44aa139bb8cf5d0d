/**
 * Accent folding for searches, the same on both databases: PostgreSQL's `translate(text, from, to)`
 * (also given to SQLite, which lacks it) maps each accented letter to its plain one, so the desk
 * finds « Ndèye Sène » by typing « ndeye sene » and « Aïda » by « AIDA ». Letters not listed are kept.
 */
export const FOLD_FROM = "àáâäãåçèéêëìíîïñòóôöõùúûüýÿŋÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝŸŊ";
export const FOLD_TO = "aaaaaaceeeeiiiinooooouuuuyynaaaaaaceeeeiiiinooooouuuuyyn";

/** PostgreSQL's `translate`: each character of `from` becomes the one at its place in `to`, or goes. */
export function translateText(text: string, from: string, to: string): string {
  const source = [...from];
  const target = [...to];
  let out = "";
  for (const char of text) {
    const at = source.indexOf(char);
    if (at === -1) out += char;
    else out += target[at] ?? "";
  }
  return out;
}

/** What the desk typed, folded as the columns are: no accents, lower case. */
export const foldText = (text: string) => translateText(text, FOLD_FROM, FOLD_TO).toLowerCase();
