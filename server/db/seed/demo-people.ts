import { type AppDeps, immediate } from "../../deps";

/**
 * Demo mode only: the centre's practitioners and rooms, so the week shows who works when. Four
 * people with different hours within the centre's (Monday to Saturday, 09:00–19:00), each with the
 * services they deliver; four rooms with the services they host; one leave to come. Bookings are
 * not given anyone here: assigning them is the booking rules' work. Once: false when any
 * practitioner or room is there already.
 */

const MORNING: [number, number] = [540, 780];
const AFTERNOON: [number, number] = [780, 1140];
const DAY: [number, number] = [540, 1140];
/** Index = weekday (0 Sunday); the days listed get `ranges`, the others are off. */
const week = (days: number[], ranges: [number, number][]) =>
  JSON.stringify(Array.from({ length: 7 }, (_, d) => (days.includes(d) ? ranges : [])));

const MASSAGES = [
  "Massage suédois",
  "Massage aux pierres chaudes",
  "Massage sportif",
  "Rituel bien-être Teranga",
];

export const demoPractitioners = [
  {
    firstName: "Aïssatou",
    lastName: "Diallo",
    bio: "Masseuse depuis dix ans, formée au massage suédois et aux pierres chaudes. Pression douce ou profonde, à votre demande.",
    weekHours: week([2, 3, 4, 5, 6], [DAY]),
    services: MASSAGES,
  },
  {
    firstName: "Mamadou",
    lastName: "Ndiaye",
    bio: "Coach sportif diplômé, ancien athlète. Il prépare aussi bien les débutants que les sportifs confirmés.",
    weekHours: week([1, 2, 3, 4, 5, 6], [MORNING]),
    services: [
      "Cardio training",
      "Renforcement musculaire",
      "Programme perte de poids",
      "Préparation physique",
    ],
  },
  {
    firstName: "Fatou",
    lastName: "Sarr",
    bio: "Professeure de yoga et de pilates. Des séances posées, attentives au souffle et aux postures.",
    weekHours: week([1, 2, 3, 4, 5, 6], [AFTERNOON]),
    services: ["Yoga hatha", "Pilates", "Coaching prénatal"],
  },
  {
    firstName: "Ibrahima",
    lastName: "Faye",
    bio: "Masseur et praticien de soins du visage, spécialiste de la récupération après l'effort.",
    weekHours: week([1, 2, 3, 4, 5], [DAY]),
    services: [...MASSAGES, "Soin du visage éclat"],
  },
] as const;

export const demoRooms = [
  { name: "Cabine 1", capacity: 1, services: [...MASSAGES, "Soin du visage éclat"] },
  { name: "Cabine 2", capacity: 1, services: [...MASSAGES, "Soin du visage éclat"] },
  { name: "Salle de yoga", capacity: 1, services: ["Yoga hatha", "Pilates", "Coaching prénatal"] },
  {
    name: "Salle de sport",
    capacity: 1,
    services: [
      "Cardio training",
      "Renforcement musculaire",
      "Programme perte de poids",
      "Préparation physique",
    ],
  },
] as const;

const DAY_MS = 86_400_000;

export async function seedDemoPeople(deps: Pick<AppDeps, "db" | "database" | "clock">): Promise<boolean> {
  return immediate(deps, async ({ db }) => {
    // Checked inside the transaction: instances starting together seed them once.
    if (await db.selectFrom("practitioners").select("id").limit(1).executeTakeFirst()) return false;
    if (await db.selectFrom("rooms").select("id").limit(1).executeTakeFirst()) return false;
    const services = new Map(
      (await db.selectFrom("services").select(["id", "name"]).execute()).map((s) => [s.name, s.id]),
    );
    const ids = (names: readonly string[]) =>
      names.map((n) => services.get(n)).filter((id): id is number => id !== undefined);
    const now = deps.clock.now();
    const made: number[] = [];
    for (const p of demoPractitioners) {
      const { id } = await db
        .insertInto("practitioners")
        .values({
          firstName: p.firstName,
          lastName: p.lastName,
          bio: p.bio,
          userId: null,
          weekHours: p.weekHours,
          createdAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      made.push(id);
      const mine = ids(p.services);
      if (mine.length)
        await db
          .insertInto("practitionerServices")
          .values(mine.map((serviceId) => ({ practitionerId: id, serviceId })))
          .execute();
    }
    for (const r of demoRooms) {
      const { id } = await db
        .insertInto("rooms")
        .values({ name: r.name, capacity: r.capacity })
        .returning("id")
        .executeTakeFirstOrThrow();
      const hosted = ids(r.services);
      if (hosted.length)
        await db
          .insertInto("serviceRooms")
          .values(hosted.map((serviceId) => ({ roomId: id, serviceId })))
          .execute();
    }
    // Ibrahima's leave: the Monday and Tuesday at least a week from today, days he works (days
    // start at midnight, Dakar keeps UTC).
    const inAWeek = Math.floor(now.getTime() / DAY_MS) * DAY_MS + 7 * DAY_MS;
    const start = inAWeek + ((8 - new Date(inAWeek).getUTCDay()) % 7) * DAY_MS;
    const ibrahima = made[3];
    if (ibrahima !== undefined)
      await db
        .insertInto("practitionerAbsences")
        .values({
          practitionerId: ibrahima,
          startsAt: new Date(start),
          endsAt: new Date(start + 2 * DAY_MS),
          label: "Congés",
        })
        .execute();
    return true;
  });
}
