import type { ClientListItem } from "../../../src/contract/staff/clients";
import { deskBookingMessages } from "../../../src/contract/staff/desk-booking";
import type { Db } from "../../db/tables";
import type { AppDeps } from "../../deps";
import type { Refusal } from "../../lib/answers";
import { withUserSearch } from "../user-search";
import { writeAudit } from "./audit";
import type { StaffMember } from "./roles";
import { NO_PASSWORD_YET } from "./team";

/** A client as the desk types them: the phone already canonical, the e-mail lower case or none. */
export type NewClient = {
  first_name: string;
  last_name: string;
  telephone_number: string;
  email: string | null;
};

/** Where in the request the new client's fields are (`new_client.` inside a booking). */
export type FieldPrefix = "" | "new_client.";

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The contact fields a clash is looked for on; a null one is not looked for. */
export type ContactFields = { telephone_number: string | null; email: string | null };

/**
 * The client who already has this phone or e-mail, if any (other than `exceptId`, the client being
 * edited): the phone compared in its canonical form, the e-mail without regard to case. Asked
 * inside the writers' transaction (`immediate`), where no other desk can write between the check
 * and the write: of two desks creating the same phone at once, the second finds the first's client.
 */
async function sameClient(db: Db, input: ContactFields, exceptId?: number) {
  const others = () =>
    db
      .selectFrom("users")
      .select(["id", "firstName", "lastName"])
      .$if(exceptId !== undefined, (q) => q.where("id", "!=", exceptId ?? 0))
      .orderBy("id");
  const phone = input.telephone_number;
  const byPhone =
    phone === null ? undefined : await others().where("telephoneNumber", "=", phone).executeTakeFirst();
  if (byPhone) return { field: "telephone_number" as const, ...byPhone };
  const email = input.email;
  if (email === null) return null;
  const byEmail = await others()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .executeTakeFirst();
  return byEmail ? { field: "email" as const, ...byEmail } : null;
}

/** 409: the field that clashes, naming who has it, and that client's id for the screen's link. */
export type DuplicateRefusal = Refusal & { existingClientId: number };

/**
 * The refusal of a phone or e-mail that is already a client's (other than `exceptId`, the client
 * being edited); null when none is.
 */
export async function clientClash(
  db: Db,
  input: ContactFields,
  prefix: FieldPrefix = "",
  exceptId?: number,
): Promise<DuplicateRefusal | null> {
  const clash = await sameClient(db, input, exceptId);
  if (clash) {
    const name = fullName(clash);
    const message =
      clash.field === "telephone_number"
        ? deskBookingMessages.phoneTaken(name)
        : deskBookingMessages.emailTaken(name);
    return {
      ok: false,
      status: 409,
      errors: { [`${prefix}${clash.field}`]: [message] },
      existingClientId: clash.id,
    };
  }
  return null;
}

/**
 * Creates a client at the desk, inside the caller's transaction (`tx` from `immediate`): refused
 * when the phone or e-mail is already a client's (`clientClash`, asked first in the same
 * transaction). The account has no usable password: with an e-mail, the client claims it by
 * « Mot de passe oublié » (which verifies it); without, it waits for phone sign-in. Audited.
 */
export async function createDeskClient(
  tx: AppDeps,
  staff: StaffMember,
  input: NewClient,
): Promise<DuplicateRefusal | { ok: true; id: number; name: string }> {
  const clash = await clientClash(tx.db, input);
  return clash ?? { ok: true, ...(await insertDeskClient(tx, staff, input)) };
}

/** The new client's row and its audit line, once `clientClash` found none. */
export async function insertDeskClient(tx: AppDeps, staff: StaffMember, input: NewClient) {
  if (!tx.db.isTransaction) throw new Error("insertDeskClient outside the writers' transaction");
  const now = tx.clock.now();
  const row = await tx.db
    .insertInto("users")
    .values(
      withUserSearch({
        email: input.email,
        passwordHash: NO_PASSWORD_YET,
        firstName: input.first_name,
        lastName: input.last_name,
        telephoneNumber: input.telephone_number,
        isVerified: false,
        createdAt: now,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  const name = `${input.first_name} ${input.last_name}`;
  await writeAudit(tx, {
    staffId: staff.id,
    action: "client.created",
    clientId: row.id,
    summary: `Client ${name} créé à l'accueil (${input.telephone_number}${input.email ? `, ${input.email}` : ", sans e-mail"}).`,
    data: {
      first_name: input.first_name,
      last_name: input.last_name,
      telephone_number: input.telephone_number,
      email: input.email,
    },
  });
  return { id: row.id, name };
}

/** The new client as the client list shows them. */
export async function deskClientItem(db: Db, id: number): Promise<ClientListItem> {
  const u = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    telephone_number: u.telephoneNumber,
    is_verified: u.isVerified,
    role: u.staffRole,
    total_credits: 0,
    created_at: u.createdAt.toISOString(),
  };
}
