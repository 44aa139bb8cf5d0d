// Writes the file of a new schema migration, numbered after the last one, for both databases:
//   npm run db:migration -- add_staff_notes
// then add it to the list in server/db/migrations/index.ts.
import { existsSync, readdirSync, writeFileSync } from "node:fs";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage : npm run db:migration -- nom_en_minuscules");
  process.exit(1);
}
const folder = new URL("../server/db/migrations/", import.meta.url);
const last = Math.max(
  ...readdirSync(folder)
    .map((f) => Number.parseInt(f, 10))
    .filter(Number.isFinite),
);
const tag = `${String(last + 1).padStart(4, "0")}_${name}`;
const file = new URL(`${tag}.ts`, folder);
if (existsSync(file)) throw new Error(`${tag}.ts existe déjà`);
const camel = name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
writeFileSync(
  file,
  `import type { Migration } from "./index";

/** What this changes, and why. Instants are bigint milliseconds, yes/no integer 0/1 (see tables.ts). */
export const ${camel}: Migration = {
  // \`dialect\` ("sqlite" | "postgres") is the second argument, for the rare change written twice.
  async up(db) {
    await db.schema.alterTable("nom_de_table").addColumn("nom_de_colonne", "text").execute();
  },
};
`,
);
console.log(
  `server/db/migrations/${tag}.ts écrit : ajoutez « "${tag}": ${camel} » à server/db/migrations/index.ts.`,
);
