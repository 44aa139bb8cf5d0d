import type { PenaltyPolicies } from "../../../src/contract/penalties";
import type { AppDeps } from "../../deps";
import { change } from "../staff/site-settings";
import { penaltyPolicies, writePenaltyPolicies } from "./policy";

type Deps = Pick<AppDeps, "db" | "database" | "clock" | "config">;

const lateWords = {
  refused: "refusée",
  free: "gratuite",
  credits: "N crédits",
  price: "le prix de la séance",
};
const noShowWords = { none: "sans frais", credits: "N crédits", price: "le prix de la séance" };

const spelled = (words: Record<string, string>, p: { kind: string; credits: number }) =>
  p.kind === "credits" ? `${p.credits} crédit(s)` : (words[p.kind] ?? p.kind);

/** Both policies saved by an admin, with what they were in the audit line. */
export const savePenalties = (deps: Deps, actor: { id: number }, input: PenaltyPolicies) =>
  change(
    deps,
    async (db) => {
      const before = await penaltyPolicies(db);
      // N is kept only where it counts: « free » with a leftover 5 would read as a fee in the log.
      const after: PenaltyPolicies = {
        late_cancel: {
          kind: input.late_cancel.kind,
          credits: input.late_cancel.kind === "credits" ? input.late_cancel.credits : 0,
        },
        no_show: {
          kind: input.no_show.kind,
          credits: input.no_show.kind === "credits" ? input.no_show.credits : 0,
        },
      };
      await writePenaltyPolicies(db, after);
      return {
        action: "settings.penalties_changed",
        summary: `Pénalités : annulation tardive ${spelled(lateWords, after.late_cancel)}, absence ${spelled(noShowWords, after.no_show)}.`,
        data: { before, after },
      };
    },
    actor,
  );
