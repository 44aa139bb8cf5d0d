import { createHash } from "node:crypto";
import type { Row } from "../../db/tables";

/**
 * The version of a client's record as the desk edits it: a digest of the editable fields, so any
 * change to them, from the desk, the client's own profile or an older release, gives another. An
 * edit sends back the version it was made on (`If-Match`); another is refused (412), never written
 * over a colleague's change. No column to keep up: nothing can forget to move it.
 */
export function recordVersion(u: Row<"users">): string {
  const fields = [
    u.firstName,
    u.lastName,
    u.telephoneNumber,
    u.email,
    u.address,
    u.postalCode,
    u.city,
    u.country,
    u.isVerified,
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url").slice(0, 16);
}
