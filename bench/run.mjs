// npm run bench [name…]: runs every benchmark (or those named), prints each figure beside its goal
// and updates bench/results.json and bench/README.md. A missed goal is reported, not an error; a
// benchmark that cannot run is, and then nothing is written.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { apiLoadDetails, measureApiLoad } from "./api-load.mjs";
import { measureBigData } from "./big-data.mjs";
import { bigDataDetails } from "./big-data-report.mjs";
import { measureBundle } from "./bundle-size.mjs";
import { jsWeightDetails, measureJsWeight } from "./js-weight.mjs";
import { lighthouseDetails, measureLighthouse } from "./lighthouse.mjs";
import { measureOfflineStart, offlineStartDetails } from "./offline-start.mjs";
import { met, printFigures, saveResults, writeReadme } from "./report.mjs";
import { measureTransfer, transferDetails } from "./transfer.mjs";
import { measureUploads, uploadsDetails } from "./uploads.mjs";

/** Each benchmark gives a title and figures ({ name, value, unit, max or min goal }); details are for the README. */
const benchmarks = {
  bundle: { measure: measureBundle },
  transfer: { measure: measureTransfer, details: transferDetails },
  js: { measure: measureJsWeight, details: jsWeightDetails },
  offline: { measure: measureOfflineStart, details: offlineStartDetails },
  lighthouse: { measure: measureLighthouse, details: lighthouseDetails },
  api: { measure: measureApiLoad, details: apiLoadDetails },
  uploads: { measure: measureUploads, details: uploadsDetails },
  bigdata: { measure: measureBigData, details: bigDataDetails },
};

const root = fileURLToPath(new URL("..", import.meta.url));
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(`Mesure inconnue : ${unknown.join(", ")} (connues : ${Object.keys(benchmarks).join(", ")})`);
  process.exit(2);
}

try {
  if (!existsSync(`${root}dist/index.html`)) execSync("npm run build", { cwd: root, stdio: "inherit" });
  const sections = {};
  for (const name of asked.length ? asked : Object.keys(benchmarks)) {
    console.log(`\n== ${name}`);
    const section = await benchmarks[name].measure();
    const figures = section.figures.map((f) => (met(f) === null ? f : { ...f, met: met(f) }));
    sections[name] = { measured_at: new Date().toISOString(), cores: cpus().length, ...section, figures };
    printFigures(sections[name]);
  }
  const results = saveResults(sections);
  writeReadme(results, Object.fromEntries(Object.entries(benchmarks).map(([name, b]) => [name, b.details])));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
