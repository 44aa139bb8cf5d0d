import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "../../../server/db/open";
import type { AppDeps } from "../../../server/deps";
import { adjustCredits } from "../../../server/domain/staff/desk-ledger";
import { findStaff } from "../../../server/domain/staff/roles";
import { brand } from "../../../src/brand";

export type WriterInput = {
  /** The database: a SQLite file or a PostgreSQL address. */
  target: string;
  now: number;
  staffId: number;
  members: number[];
  /** Its name in the reasons it writes. */
  name: string;
  /** Set to 1 by the test: the writer stops after the write under way. */
  stop: SharedArrayBuffer;
};
/** A write the database acknowledged (committed), sent to the test as soon as it is. */
export type Acknowledged = { recordId: number; userId: number; delta: number };

/**
 * Another server's desk: its own connection, writing credits one adjustment after another (in the
 * ledger and the audit log, in one transaction each) until told to stop, telling the test of each
 * once committed.
 */
const input = workerData as WriterInput;
const database = await openDatabase(input.target, { migrate: false, poolSize: 2 });
const deps: AppDeps = {
  db: database.db,
  database,
  clock: { now: () => new Date(input.now) },
  mailer: { send: async () => {} },
  log: () => {},
  config: {
    jwtSecret: Buffer.alloc(32),
    demoMode: true,
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    mediaDir: "",
    distDir: null,
    providers: {},
    contactTo: brand.email,
  },
};
const staff = await findStaff(database.db, input.staffId);
if (!staff) throw new Error("no staff member");
const stop = new Int32Array(input.stop);
for (let i = 0; Atomics.load(stop, 0) === 0; i++) {
  const userId = input.members[i % input.members.length] ?? 0;
  // Each member is given 2, 2, then 1 is taken back, and so on: both ways through the ledger.
  const delta = Math.floor(i / input.members.length) % 3 === 2 ? -1 : 2;
  const outcome = await adjustCredits(deps, staff, userId, { delta, reason: `${input.name} n° ${i}` });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  parentPort?.postMessage({ recordId: outcome.entry.id, userId, delta } satisfies Acknowledged);
}
await database.close();
parentPort?.postMessage("done");
