import { type ClientEdit, clientRecordMessages as m } from "../../../src/contract/staff/client-record";
import type { ClientDetail } from "../../../src/contract/staff/clients";
import { displayPhone } from "../../../src/lib/phone";
import type { Row } from "../../db/tables";
import type { AppDeps } from "../../deps";
import { type Refusal, refuseField } from "../../lib/answers";
import { requestCode } from "../code-messages";
import { balance } from "../ledger";
import { emailProven, findMember, type MemberRow } from "../members";
import { userSearchColumns } from "../user-search";
import { writeAudit } from "./audit";
import { recordVersion } from "./client-version";
import { clientRecord } from "./clients";
import { clientClash, type DuplicateRefusal } from "./desk-clients";
import { deskMessages } from "./desk-ledger";
import { isAdmin, type StaffMember } from "./roles";
import { NO_PASSWORD_YET } from "./team";

/** The fields the desk edits, as the Journal names them, and how it says their values. */
const fields = {
  firstName: { label: "Prénom" },
  lastName: { label: "Nom" },
  telephoneNumber: { label: "Téléphone", say: displayPhone },
  email: { label: "E-mail" },
  address: { label: "Adresse" },
  postalCode: { label: "Code postal" },
  city: { label: "Ville" },
  country: { label: "Pays" },
} as const;
type Field = keyof typeof fields;
type Values = Pick<Row<"users">, Field>;

/** An absent field keeps its value; an empty one clears it. */
const kept = <T>(sent: T | undefined, was: T) => (sent === undefined ? was : sent);
const orNone = (sent: string | undefined, was: string | null) => (sent === undefined ? was : sent || null);

/** The record once the edit is applied, every field as it will be kept. */
function edited(before: Row<"users">, input: ClientEdit): Values {
  const a = input.address;
  return {
    firstName: kept(input.first_name, before.firstName),
    lastName: kept(input.last_name, before.lastName),
    telephoneNumber: kept(input.telephone_number, before.telephoneNumber),
    email: kept(input.email, before.email),
    address: orNone(a?.address, before.address),
    postalCode: orNone(a?.postal_code, before.postalCode),
    city: orNone(a?.city, before.city),
    country: orNone(a?.country, before.country),
  };
}

/** « Téléphone : +221 77 123 45 67 → +221 78 123 45 67 », each changed field as it was and now is. */
export function fieldChanges(before: Values, after: Values): string[] {
  return (Object.keys(fields) as Field[])
    .filter((k) => before[k] !== after[k])
    .map((k) => {
      const field: { label: string; say?: (v: string) => string } = fields[k];
      const say = (v: string | null) => (v === null ? "—" : field.say ? field.say(v) : v);
      return `${field.label} : ${say(before[k])} → ${say(after[k])}`;
    });
}

const pick = (u: Values): Values => ({
  firstName: u.firstName,
  lastName: u.lastName,
  telephoneNumber: u.telephoneNumber,
  email: u.email,
  address: u.address,
  postalCode: u.postalCode,
  city: u.city,
  country: u.country,
});

export type EditOutcome =
  | Refusal
  | DuplicateRefusal
  | { ok: true; detail: string; client: ClientDetail["client"]; version: string; code_sent: boolean };

/**
 * A client's record edited at the desk, inside the writers' transaction (`tx` from `immediate`):
 * names, phone, e-mail, address. Refused for a staff account, for an edit made on another version
 * than the record's (`ifMatch`, a colleague saved meanwhile), for a record left with neither phone
 * nor e-mail, and for a phone or e-mail already another client's. The e-mail of a client who signs
 * in with it only an admin changes, and nobody clears. A new e-mail makes the account
 * unverified and sends it a verification code, as « renvoyer le code » does. Audited with each
 * field as it was and now is.
 */
export async function editClient(
  tx: AppDeps,
  staff: StaffMember,
  clientId: number,
  input: ClientEdit,
  ifMatch: string | undefined,
): Promise<EditOutcome> {
  if (!tx.db.isTransaction) throw new Error("editClient outside the writers' transaction");
  const before = await findMember(tx.db, clientId);
  if (!before) return refuseField("detail", deskMessages.clientNotFound, 404);
  if (before.staffRole !== null) return refuseField("detail", m.staffAccount, 403);
  if (ifMatch !== undefined && ifMatch !== recordVersion(before))
    return refuseField("detail", m.changedMeanwhile, 412);
  const was = pick(before);
  const now = edited(before, input);
  if (now.telephoneNumber === null && now.email === null)
    return refuseField(input.email === null ? "email" : "telephone_number", m.oneContact);
  const phoneChanged = now.telephoneNumber !== was.telephoneNumber;
  const newPhone = phoneChanged ? now.telephoneNumber : null;
  const emailChanged = (now.email ?? "").toLowerCase() !== (was.email ?? "").toLowerCase();
  // A client who chose a password signs in with this e-mail: changing it hands the account (a
  // password reset goes to the new address), so only an admin may, and never to none.
  if (emailChanged && before.passwordHash !== NO_PASSWORD_YET) {
    if (now.email === null) return refuseField("email", m.signInEmailKept);
    if (!isAdmin(staff)) return refuseField("email", m.signInEmailAdminOnly, 403);
  }
  // Likewise a number the client proved by a code: it signs them in and receives their codes.
  if (phoneChanged) {
    if (before.phoneVerified && before.passwordHash !== NO_PASSWORD_YET && !isAdmin(staff))
      return refuseField("telephone_number", m.signInPhoneAdminOnly, 403);
  }
  const clash = await clientClash(
    tx.db,
    { telephone_number: newPhone, email: emailChanged ? now.email : null },
    "",
    clientId,
  );
  if (clash) return clash;
  const changes = fieldChanges(was, now);
  const total = await balance(tx.db, clientId, tx.clock.now());
  if (changes.length === 0)
    return {
      ok: true,
      detail: m.nothingChanged,
      client: clientRecord(before, total),
      version: recordVersion(before),
      code_sent: false,
    };
  const after = await tx.db
    .updateTable("users")
    .set({ ...now, ...userSearchColumns(now), ...proofsAfter(before, emailChanged, phoneChanged) })
    .where("id", "=", clientId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const name = `${after.firstName} ${after.lastName}`.trim();
  await writeAudit(tx, {
    staffId: staff.id,
    action: "client.updated",
    clientId,
    summary: `Fiche de ${name} modifiée : ${changes.join(" ; ")}.`,
    data: { before: changedOnly(was, now), after: changedOnly(now, was) },
  });
  let detail: string = m.saved;
  let codeSent = false;
  if (emailChanged && after.email !== null) {
    const sent = await requestCode(tx, after.email, after, "register");
    codeSent = sent.ok;
    detail = sent.ok ? m.savedCodeSent(after.email) : m.savedCodeNotSent(sent.message);
  }
  return {
    ok: true,
    detail,
    client: clientRecord(after, total),
    version: recordVersion(after),
    code_sent: codeSent,
  };
}

/** The fields of `these` that differ from `others`, by their API names. */
function changedOnly(these: Values, others: Values): Record<string, string | null> {
  const names: Record<Field, string> = {
    firstName: "first_name",
    lastName: "last_name",
    telephoneNumber: "telephone_number",
    email: "email",
    address: "address",
    postalCode: "postal_code",
    city: "city",
    country: "country",
  };
  return Object.fromEntries(
    (Object.keys(names) as Field[]).filter((k) => these[k] !== others[k]).map((k) => [names[k], these[k]]),
  );
}

/**
 * What a changed address leaves proven: the new one is not (an e-mail gets a code); the account
 * may still sign in while another address of it stays proven. A message channel that went to a
 * changed phone goes back to the default until the new number is proven.
 */
function proofsAfter(before: MemberRow, emailChanged: boolean, phoneChanged: boolean) {
  if (!emailChanged && !phoneChanged) return {};
  const emailVerified = emailProven(before) && !emailChanged;
  const phoneVerified = before.phoneVerified && !phoneChanged;
  const phoneChannel = before.preferredChannel === "sms" || before.preferredChannel === "whatsapp";
  return {
    emailVerified,
    phoneVerified,
    isVerified: emailVerified || phoneVerified,
    ...(phoneChanged && phoneChannel && { preferredChannel: null }),
  };
}
