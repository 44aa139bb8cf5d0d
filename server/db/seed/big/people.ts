import { NO_PASSWORD_YET } from "../../../domain/staff/team";
import { withUserSearch } from "../../../domain/user-search";
import type { NewRow } from "../../tables";
import type { StaffRole } from "../../tables/staff";
import { cities, firstNames, lastNames, mailPart } from "./names";
import type { Rng } from "./random";
import { DAY } from "./slots";

export type Client = { id: number; createdAt: number; name: string; email: string };
export type Staff = { id: number; role: StaffRole; name: string };

const domains = ["example.com", "example.org", "example.net"] as const;
const prefixes = ["70", "75", "76", "77", "78"] as const;

/**
 * The centre's clients, signed up over the years (more each year: the centre grows), ids in the
 * order they came. One password hash for all, computed once.
 */
export function planClients(
  rng: Rng,
  count: number,
  firstId: number,
  from: number,
  now: number,
  passwordHash: string,
): { rows: NewRow<"users">[]; clients: Client[] } {
  const times: number[] = [];
  // Signed up at a random instant between `from` and yesterday, denser towards now.
  for (let i = 0; i < count; i++) times.push(from + Math.floor(Math.sqrt(rng.next()) * (now - DAY - from)));
  times.sort((a, b) => a - b);
  // The first came at the very start: the story's oldest credits are theirs.
  if (times.length) times[0] = from;
  const rows: NewRow<"users">[] = [];
  const clients: Client[] = [];
  for (const [i, createdAt] of times.entries()) {
    const id = firstId + i;
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    // The id makes each address unique, whatever names come out twice.
    const email = `${mailPart(first)}.${mailPart(last)}.${id}@${rng.pick(domains)}`;
    const phone = rng.chance(0.6)
      ? `+221 ${rng.pick(prefixes)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`
      : null;
    const city = rng.chance(0.7) ? rng.pick(cities) : null;
    rows.push(
      withUserSearch({
        id,
        email,
        passwordHash,
        firstName: first,
        lastName: last,
        telephoneNumber: phone,
        profilePicture: null,
        country: city ? "Sénégal" : null,
        city,
        postalCode: null,
        address: null,
        // A few never entered their code: accounts waiting for it.
        isVerified: rng.chance(0.97),
        isStaff: false,
        staffRole: null,
        createdAt: new Date(createdAt),
      }),
    );
    clients.push({ id, createdAt, name: `${first} ${last}`, email });
  }
  return { rows, clients };
}

/** The team that acted at the desk: two admins and four receptionists, who set their password by mail. */
export function planStaff(
  rng: Rng,
  firstId: number,
  from: number,
  tag: number,
): { rows: NewRow<"users">[]; staff: Staff[] } {
  const roles: StaffRole[] = ["admin", "admin", "reception", "reception", "reception", "reception"];
  const rows: NewRow<"users">[] = [];
  const staff: Staff[] = [];
  for (const [i, role] of roles.entries()) {
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    const id = firstId + i;
    rows.push(
      withUserSearch({
        id,
        email: `equipe.${role === "admin" ? "admin" : "accueil"}.${i + 1}.${tag}@example.com`,
        passwordHash: NO_PASSWORD_YET,
        firstName: first,
        lastName: last,
        telephoneNumber: null,
        profilePicture: null,
        country: null,
        city: null,
        postalCode: null,
        address: null,
        isVerified: true,
        isStaff: false,
        staffRole: role,
        createdAt: new Date(from - 30 * DAY),
      }),
    );
    staff.push({ id, role, name: `${first} ${last}` });
  }
  return { rows, staff };
}
