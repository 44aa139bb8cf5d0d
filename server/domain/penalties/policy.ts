import {
  DEFAULT_PENALTY_POLICIES,
  penaltySettingKeys as keys,
  lateCancelKinds,
  noShowKinds,
  type PenaltyPolicies,
} from "../../../src/contract/penalties";
import type { Db } from "../../db/tables";
import { setting } from "../settings";

const d = DEFAULT_PENALTY_POLICIES;

/** The centre's late-cancel and no-show policies, with their defaults (late cancel refused, no-show free). */
export async function penaltyPolicies(db: Db): Promise<PenaltyPolicies> {
  const lateKind = await setting(db, keys.lateCancelKind, lateCancelKinds.indexOf(d.late_cancel.kind));
  const noShowKind = await setting(db, keys.noShowKind, noShowKinds.indexOf(d.no_show.kind));
  return {
    late_cancel: {
      kind: lateCancelKinds[lateKind] ?? d.late_cancel.kind,
      credits: await setting(db, keys.lateCancelCredits, d.late_cancel.credits),
    },
    no_show: {
      kind: noShowKinds[noShowKind] ?? d.no_show.kind,
      credits: await setting(db, keys.noShowCredits, d.no_show.credits),
    },
  };
}

/** Writes both policies (inside the caller's transaction). */
export async function writePenaltyPolicies(db: Db, policies: PenaltyPolicies): Promise<void> {
  const values: [string, number][] = [
    [keys.lateCancelKind, lateCancelKinds.indexOf(policies.late_cancel.kind)],
    [keys.lateCancelCredits, policies.late_cancel.credits],
    [keys.noShowKind, noShowKinds.indexOf(policies.no_show.kind)],
    [keys.noShowCredits, policies.no_show.credits],
  ];
  for (const [key, value] of values)
    await db
      .insertInto("integerSettings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
}
