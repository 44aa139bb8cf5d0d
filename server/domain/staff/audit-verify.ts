import type { AuditBreak, AuditVerification } from "../../../src/contract/staff/audit";
import type { Db } from "../../db/tables";
import {
  auditKey,
  type ChainedContent,
  GENESIS_HASH,
  LEGACY_PREFIX,
  legacyLineHash,
  lineHash,
} from "./audit-chain";

/** Lines read at once: the walk holds one page, whatever the log's length. */
const PAGE = 1000;

const messages: Record<AuditBreak["reason"], (seq: number | null, id: number | null) => string> = {
  missing: (seq) => `La ligne n° ${seq} manque : elle a été effacée du journal.`,
  changed: (seq) =>
    `La ligne n° ${seq} ne correspond plus à sa signature : elle a été modifiée, ou ajoutée hors de l'application.`,
  out_of_place: (seq) =>
    `La ligne n° ${seq} ne suit pas la précédente : une ligne a été insérée, déplacée ou remplacée juste avant elle.`,
  unnumbered: (_, id) => `Une ligne sans numéro (identifiant ${id}) a été ajoutée hors de l'application.`,
  unsigned: (seq) =>
    `La ligne n° ${seq} n'est pas signée par le serveur : elle a été écrite hors de l'application.`,
  other_key: (seq) =>
    `La première ligne signée (n° ${seq}) ne correspond pas à la clé de ce serveur : JWT_SECRET n'est sans doute pas celui qui a signé le journal (remettez le secret d'origine : la configuration, le fichier jwt-secret ou la sauvegarde), sinon la ligne a été modifiée.`,
};

/** Where a walk found the chain whole: its last place and that line's hash. */
export type ChainEnd = { seq: number; hash: string };

const broken = (reason: AuditBreak["reason"], seq: number | null, id: number | null): AuditBreak => ({
  seq,
  id,
  reason,
  message: messages[reason](seq, id),
});

/**
 * Walks the whole chain in order, a page at a time, and answers whether it holds: every place from
 * 1 without a gap, each line linked to the previous line's hash and matching its own, signed with
 * the server's key once the first signed line is passed (only the lines the migration found may
 * carry its keyless hash, and only before it). Stops at the first line that breaks it. `from`: the
 * end of a chain found whole by an earlier walk, to walk only the lines written since.
 */
export async function verifyAuditChain(
  db: Db,
  jwtSecret: Buffer,
  pageSize = PAGE,
  from?: ChainEnd,
): Promise<AuditVerification> {
  // The end vouched for must still be there as it was: a cut tail, or new lines numbered over it,
  // would otherwise go unseen by a walk that starts after it. Else the whole chain is walked.
  if (from) {
    const anchor = await db.selectFrom("staffAudit").select("hash").where("seq", "=", from.seq).execute();
    if (anchor.length !== 1 || anchor[0]?.hash !== from.hash)
      return verifyAuditChain(db, jwtSecret, pageSize);
  }
  const key = auditKey(jwtSecret);
  let expected = from ? from.seq + 1 : 1;
  let prevHash = from?.hash ?? GENESIS_HASH;
  let signed = from ? !from.hash.startsWith(LEGACY_PREFIX) : false;
  const end = (failure: AuditBreak | null): AuditVerification => ({
    intact: failure === null,
    checked: expected - 1,
    last_seq: expected > 1 ? expected - 1 : null,
    last_hash: expected > 1 ? prevHash : null,
    broken: failure,
  });
  // By place then id: a place written twice (the unique index dropped) is read twice, and caught.
  // The page starts at the last place read (a range of the index); what was read is skipped here.
  // From the smallest integer: a place below 1 slipped in is read too.
  let after = { seq: from ? from.seq + 1 : -2_147_483_648, id: 0 };
  for (;;) {
    const page = await db
      .selectFrom("staffAudit")
      .select([
        "id",
        "seq",
        "prevHash",
        "hash",
        "at",
        "staffId",
        "action",
        "bookingId",
        "clientId",
        "summary",
        "data",
      ])
      .where("seq", ">=", after.seq)
      .orderBy("seq")
      .orderBy("id")
      .limit(pageSize + 1)
      .execute();
    const rows = page.filter((r) => r.seq !== after.seq || r.id > after.id);
    if (rows.length === 0) break;
    for (const row of rows) {
      const seq = row.seq ?? 0;
      if (seq > expected) return end(broken("missing", expected, null));
      if (seq < expected || row.prevHash !== prevHash) return end(broken("out_of_place", seq, row.id));
      const content: ChainedContent = row;
      const legacy = row.hash?.startsWith(LEGACY_PREFIX) ?? false;
      if (legacy && signed) return end(broken("unsigned", seq, row.id));
      const hash = legacy ? legacyLineHash(seq, prevHash, content) : lineHash(key, seq, prevHash, content);
      // No signed line has matched yet: a secret that changed (a restore, a copy) is the likelier cause.
      if (row.hash !== hash) return end(broken(!legacy && !signed ? "other_key" : "changed", seq, row.id));
      signed ||= !legacy;
      prevHash = hash;
      expected += 1;
    }
    const last = rows[rows.length - 1];
    if (last) after = { seq: last.seq ?? 0, id: last.id };
  }
  // Every numbered line holds; a line with no place was slipped in beside the chain.
  const stray = await db
    .selectFrom("staffAudit")
    .select("id")
    .where("seq", "is", null)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return end(stray ? broken("unnumbered", null, stray.id) : null);
}
