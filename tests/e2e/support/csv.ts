/**
 * A CSV file as a French spreadsheet reads it: a byte-order mark first, `;` between cells, CRLF
 * between rows, a cell in double quotes when it holds one of those (a quote inside doubled).
 */
export function parseFrenchCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\ufeff/, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * A number as a French spreadsheet writes it: spaces (plain, no-break or thin) between thousands,
 * a comma before decimals; an empty cell is nothing, 0.
 */
export function frenchNumber(cell: string): number {
  const plain = cell.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (plain === "") return 0;
  const value = Number(plain);
  if (Number.isNaN(value)) throw new Error(`Pas un nombre : « ${cell} »`);
  return value;
}

/** The rows of a CSV as records by its first row's column names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [head = [], ...rows] = parseFrenchCsv(text);
  return rows.map((cells) => Object.fromEntries(head.map((name, i) => [name, cells[i] ?? ""])));
}
