// Every benchmark's figures: printed beside their goal, kept in bench/results.json (one key per
// benchmark, so each one can be run, and added, on its own) and tabled in bench/README.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const resultsFile = new URL("results.json", import.meta.url);
const readmeFile = new URL("README.md", import.meta.url);

/** Bytes in Kio (one decimal, none when round, as goals are), counts and scores as they are. */
function format(value, unit) {
  if (unit === "B") return `${(value / 1024).toFixed(1).replace(/\.0$/, "")} Kio`;
  if (unit === "count" || unit === "score") return String(value);
  return `${value} ${unit}`;
}
const measured = (f) => (f.unit === "B" ? `${(f.value / 1024).toFixed(1)} Kio` : format(f.value, f.unit));

function goal(f) {
  if (f.max !== undefined) return `≤ ${format(f.max, f.unit)}`;
  if (f.min !== undefined) return `≥ ${format(f.min, f.unit)}`;
  return null;
}

/** Whether a figure meets its goal; null when it has none. */
export function met(f) {
  if (f.max !== undefined) return f.value <= f.max;
  if (f.min !== undefined) return f.value >= f.min;
  return null;
}
const mark = (ok) => (ok === null ? "" : ok ? "✓" : "✗");

export function printFigures(section) {
  for (const f of section.figures) {
    const target = goal(f);
    console.log(
      target
        ? `${f.name} : ${measured(f)} / objectif ${target} ${mark(met(f))}`
        : `${f.name} : ${measured(f)}`,
    );
  }
}

/** Replaces the given benchmarks' results and keeps the others'. */
export function saveResults(sections) {
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : {};
  Object.assign(results, sections);
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

/** A Markdown table laid out as the formatter keeps it: columns padded to their widest cell. */
export function markdownTable(header, rows) {
  const all = [header, ...rows].map((row) => row.map(String));
  const width = header.map((_, i) => Math.max(3, ...all.map((row) => [...row[i]].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => cell + " ".repeat(width[i] - [...cell].length)).join(" | ")} |`;
  return [line(all[0]), line(width.map((w) => "-".repeat(w))), ...all.slice(1).map(line)];
}

/** bench/README.md from all results; `details` adds a benchmark's own notes under its table. */
export function writeReadme(results, details = {}) {
  const lines = [
    "# Mesures",
    "",
    "Produit par `npm run bench` à partir de `bench/results.json` (ne pas modifier à la main).",
    "`npm run bench transfer` ne refait qu'une mesure ; les autres gardent leur date.",
    "",
    "Pour mesurer sur les volumes d'un vrai centre, `npm run db:seed-big` fait de la base (SQLite de",
    "`DATA_DIR`, ou `DATABASE_URL`) un centre dans sa troisième année : 20 000 clients, trois ans de",
    "créneaux, 400 000 réservations dans tous les états, leurs paiements, le registre de crédits et le",
    "journal d'audit, puis vérifie chaque invariant. Déterministe (`--seed`, `--today`) : deux bases",
    "générées pareil se comparent ligne à ligne ; `--scale 0.01` pour un essai rapide.",
  ];
  for (const [name, section] of Object.entries(results)) {
    lines.push(
      "",
      `## ${section.title ?? name}`,
      "",
      `Mesuré le ${section.measured_at.slice(0, 10)} sur une machine à ${section.cores} cœurs.`,
      "",
      ...markdownTable(
        ["Mesure", "Résultat", "Objectif", "Atteint"],
        section.figures.map((f) => [f.name, measured(f), goal(f) ?? "—", mark(met(f)) || "—"]),
      ),
    );
    const notes = details[name]?.(section);
    if (notes) lines.push("", ...notes);
  }
  writeFileSync(readmeFile, `${lines.join("\n")}\n`);
}
