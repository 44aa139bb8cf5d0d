import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ServerSettings } from "./config";
import { type Database, openDatabase } from "./db/open";
import { trigramIndexNotice } from "./db/search-index";
import { demoStaff, retireDemoStaff, seedDemoDesk } from "./db/seed/demo-desk";
import { seedDemoPeople } from "./db/seed/demo-people";
import { seedDemoWeek } from "./db/seed/demo-week";
import { demoMember, retireDemoMember, seedContent, seedDemoMember } from "./db/seed/seed";
import { rememberMode } from "./db/server-mode";
import { refreshStatistics } from "./db/statistics";
import { type AppDeps, type Clock, systemClock } from "./deps";
import { ensureSlots, realignSlots, SLOT_HORIZON_DAYS } from "./domain/schedule";
import { sealAuditChain } from "./domain/staff/audit";
import { refreshUserSearch } from "./domain/user-search";
import { repeatInBackground } from "./lib/background";
import { publishBuild } from "./lib/published-assets";

/** The server's clock: the real one, or moved by CLOCK_OFFSET_MINUTES in demo mode. */
export function serverClock(settings: ServerSettings): Clock {
  const offset = settings.clockOffsetMs;
  return offset ? { now: () => new Date(Date.now() + offset) } : systemClock;
}

/** Said first, whenever the server starts in demo mode: nobody runs a centre on it unaware. */
export const demoNotice =
  "MODE DÉMONSTRATION : ne servez pas de vrais clients avec ce serveur (comptes de démonstration, courriels lisibles par tous sur /api/dev/mail, paiements simulés). Pour un vrai centre : NODE_ENV=production.";

/** The same words in a frame, for a terminal, where a line among the others is easily missed. */
export const demoWarning = [
  "",
  "  ┌──────────────────────────────────────────────────────────────────────────┐",
  "  │  MODE DÉMONSTRATION : ne servez pas de vrais clients avec ce serveur.    │",
  "  │  Comptes de démonstration, courriels lisibles par tous (/api/dev/mail),  │",
  "  │  paiements simulés. Pour un vrai centre : NODE_ENV=production.           │",
  "  └──────────────────────────────────────────────────────────────────────────┘",
  "",
].join("\n");

/** The built app to serve (DIST_DIR, a deploy may point elsewhere and the tests use a copy), if any. */
export function builtApp(): string | null {
  const dir = resolve(process.env.DIST_DIR ?? "dist");
  return existsSync(join(dir, "index.html")) ? dir : null;
}

/**
 * Every hour the slots are brought in line with the schedule: the horizon moves on, and a slot taken
 * off sale under a booking comes back once the booking is moved, cancelled or its hold lapsed (a
 * failure, the database away, waits for the next turn); then the client search's copies an older
 * release left behind are refreshed, and SQLite's statistics.
 * Once across instances. Answers how to stop.
 */
export function startSlotRealignment(deps: AppDeps): () => void {
  let stopRounds = () => {};
  // The first round an hour after the start, which has just made the slots: a start stays light.
  const first = setTimeout(() => {
    stopRounds = repeatInBackground(deps, 3_600_000, "slot-realign", async () => {
      await realignSlots(deps);
      await refreshUserSearch(deps.database.db);
      refreshStatistics(deps.database);
    });
  }, 3_600_000);
  first.unref();
  return () => {
    clearTimeout(first);
    stopRounds();
  };
}

/**
 * What is done once per start, before serving: the schema, the remembered mode, the demo content
 * and member, the slots of the coming days. Answers the connection that keeps it.
 */
export async function prepareData(
  settings: ServerSettings,
  clock: Clock,
  databaseTarget: string,
  distDir: string | null,
  log: (message: string) => void,
): Promise<Database> {
  const { config } = settings;
  if (settings.clockOffsetMs)
    log(`Horloge du serveur décalée de ${settings.clockOffsetMs / 60_000} minutes (démonstration).`);
  const database = await openDatabase(databaseTarget);
  try {
    await rememberMode(database.db, config.demoMode, clock.now());
    const notice = await trigramIndexNotice(database);
    if (notice) log(notice);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Nothing here serves files: no built app needed.
  const deps = { db: database.db, database, clock, config: { ...config, distDir: null } };
  if (distDir) await publishBuild(deps, distDir, clock.now());
  const sealed = await sealAuditChain(deps);
  if (sealed) log(`Journal d'audit : ses ${sealed} ligne(s) antérieure(s) sont désormais scellées.`);
  if (await seedContent(deps)) log("Catalogue et configuration de démonstration créés.");
  const created = await ensureSlots(deps);
  if (created) log(`${created} créneaux ajoutés pour les ${SLOT_HORIZON_DAYS} prochains jours.`);
  refreshStatistics(database);
  if (config.demoMode && (await seedDemoMember(deps)))
    log(`Membre de démonstration : ${demoMember.email} / ${demoMember.password}`);
  if (config.demoMode && (await seedDemoDesk(deps)))
    log(
      `Équipe de démonstration : ${demoStaff.map((s) => `${s.email} / ${s.password} (${s.role === "admin" ? "administrateur" : "accueil"})`).join(", ")}`,
    );
  const people = config.demoMode && config.demoPeople !== false;
  if (people && (await seedDemoPeople(deps)))
    log("Praticiens et salles de démonstration créés (4 praticiens, 4 salles).");
  if (people) {
    const week = await seedDemoWeek(deps);
    if (week) log(`Semaine de démonstration : ${week} réservation(s) avec leur praticien.`);
  }
  if (!config.demoMode && (await retireDemoMember(deps)))
    log(`Production : le membre de démonstration ${demoMember.email} ne peut plus se connecter.`);
  if (!config.demoMode && (await retireDemoStaff(deps)))
    log(
      "Production : les comptes d'équipe de démonstration n'ont plus de rôle et ne peuvent plus se connecter.",
    );
  return database;
}
