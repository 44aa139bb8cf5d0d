import * as v from "valibot";
import { counted, plural } from "../lib/plural";

/**
 * The centre's policy for a cancel inside the cut-off and for a no-show, in credits (no card: the
 * credits a member holds are the deposit). A late cancel is `refused` until an admin allows it
 * (`free`, `credits`: N credits, `price`: the session's price); a no-show costs `none` until an
 * admin sets `credits` or `price`.
 */
export const lateCancelKinds = ["refused", "free", "credits", "price"] as const;
export const noShowKinds = ["none", "credits", "price"] as const;
export type LateCancelKind = (typeof lateCancelKinds)[number];
export type NoShowKind = (typeof noShowKinds)[number];

export const PENALTY_MAX_CREDITS = 1000;

export const penaltyPoliciesSchema = v.object({
  late_cancel: v.object({ kind: v.picklist(lateCancelKinds), credits: v.number() }),
  no_show: v.object({ kind: v.picklist(noShowKinds), credits: v.number() }),
});
export type PenaltyPolicies = v.InferOutput<typeof penaltyPoliciesSchema>;

export const DEFAULT_PENALTY_POLICIES: PenaltyPolicies = {
  late_cancel: { kind: "refused", credits: 0 },
  no_show: { kind: "none", credits: 0 },
};

/** Where they are kept (`configs/integerSetting/`): a kind as its place in the list above, and N. */
export const penaltySettingKeys = {
  lateCancelKind: "LATE_CANCEL_FEE_KIND",
  lateCancelCredits: "LATE_CANCEL_FEE_CREDITS",
  noShowKind: "NO_SHOW_FEE_KIND",
  noShowCredits: "NO_SHOW_FEE_CREDITS",
} as const;

export const penaltyKindSchema = v.picklist(["late_cancel", "no_show"]);
export type PenaltyKind = v.InferOutput<typeof penaltyKindSchema>;

/** A charge on a booking as the desk reads it; `reversed_at` once staff gave it back. */
export const bookingPenaltySchema = v.object({
  id: v.number(),
  kind: penaltyKindSchema,
  fee_credits: v.number(),
  charged_credits: v.number(),
  created_at: v.string(),
  reversed_at: v.nullable(v.string()),
});
export type BookingPenalty = v.InferOutput<typeof bookingPenaltySchema>;

/** The name of a penalty's line in the member's ledger, and of the line that gives it back. */
export const penaltyLineLabels = {
  late_cancel: (service: string) => `Pénalité d'annulation tardive · ${service}`,
  no_show: (service: string) => `Pénalité d'absence · ${service}`,
  reversal: (service: string) => `Pénalité remboursée · ${service}`,
} as const;

const credits = (n: number) => counted(n, "crédit");

export const penaltyMessages = {
  /** The desk: what marking « Absent » took. */
  noShowCharged: (charged: number, fee: number) =>
    charged === fee
      ? `Pénalité d'absence : ${credits(charged)} ${plural(charged, "retenu")}.`
      : `Pénalité d'absence : ${credits(charged)} ${plural(charged, "retenu")} sur ${fee}, le client n'en avait pas plus.`,
  given: (given: number) =>
    given > 0
      ? `Pénalité remboursée : ${credits(given)} ${plural(given, "rendu")} au client.`
      : "Pénalité annulée : rien n'avait été retenu.",
  nothingToRefund: "Aucune pénalité à rembourser sur cette réservation.",
  /** The member: the cost of cancelling now, said before confirming. */
  lateCancelCost: (n: number) =>
    n > 0
      ? `Annulation tardive : ${credits(n)} de pénalité ${plural(n, "sera retenu", "seront retenus")} sur vos crédits.`
      : "Annulation tardive : sans frais.",
  /** Announced one cost, the server found another (the policy or the booking changed meanwhile). */
  costChanged: (n: number) =>
    `Le coût de cette annulation a changé : ${credits(n)} de pénalité. Relisez-le et confirmez de nouveau.`,
  lateCancelShort: (fee: number, held: number) =>
    `Annuler si tard coûte ${credits(fee)} et vous n'en avez que ${held} : achetez un pack ou contactez le centre.`,
} as const;

/** `POST booking/booking/{id}/cancel/`: the penalty the member was shown (0 when none was). */
export const cancelRequestSchema = v.object({
  announced_credits: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

export const penaltyRequestMessages = {
  credits: (label: string) => `${label} : un nombre entier de crédits, de 1 à ${PENALTY_MAX_CREDITS}.`,
  kind: "Choisissez une des options proposées.",
} as const;

const creditsWhenAsked = (label: string) =>
  v.pipe(
    v.number(penaltyRequestMessages.credits(label)),
    v.integer(penaltyRequestMessages.credits(label)),
    v.minValue(0, penaltyRequestMessages.credits(label)),
    v.maxValue(PENALTY_MAX_CREDITS, penaltyRequestMessages.credits(label)),
  );

/** Labels of the two policies, for the settings screen and its messages. */
export const penaltyLabels = {
  late_cancel: "Annulation tardive",
  no_show: "Absence",
} as const;

/**
 * `PUT staff/settings/penalties/`: both policies. N credits is at least 1 when the kind is
 * `credits` (0 would be « free » under another name) and ignored otherwise.
 */
export const penaltiesRequestSchema = v.pipe(
  v.object({
    late_cancel: v.object({
      kind: v.picklist(lateCancelKinds, penaltyRequestMessages.kind),
      credits: creditsWhenAsked(penaltyLabels.late_cancel),
    }),
    no_show: v.object({
      kind: v.picklist(noShowKinds, penaltyRequestMessages.kind),
      credits: creditsWhenAsked(penaltyLabels.no_show),
    }),
  }),
  v.forward(
    v.check(
      (p) => p.late_cancel.kind !== "credits" || p.late_cancel.credits >= 1,
      penaltyRequestMessages.credits(penaltyLabels.late_cancel),
    ),
    ["late_cancel", "credits"],
  ),
  v.forward(
    v.check(
      (p) => p.no_show.kind !== "credits" || p.no_show.credits >= 1,
      penaltyRequestMessages.credits(penaltyLabels.no_show),
    ),
    ["no_show", "credits"],
  ),
);
