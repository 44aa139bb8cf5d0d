import { formatCredits, formatNumber, formatXof } from "../../../src/lib/format";
import { counted } from "../../../src/lib/plural";

/** How the Journal words a service's or a pack's figures, shared by new lines and old ones. */

export type Value = string | number | boolean | null;
const yesNo = (v: Value) => (v ? "oui" : "non");
/** How the Journal says each figure of a service or a pack, and its values. */
const figureWords: Record<string, { label: string; value?: (v: Value) => string }> = {
  name: { label: "nom", value: (v) => `« ${v} »` },
  type: { label: "gamme", value: (v) => (v === "custom" ? "Signature" : "Essentiel") },
  price: { label: "prix", value: (v) => formatXof(Number(v)) },
  credit_price: { label: "prix en crédits", value: (v) => formatCredits(Number(v)) },
  duration: { label: "durée", value: (v) => `${formatNumber(Number(v))} min` },
  nb_person_max_per_booking: { label: "personnes par réservation" },
  slot_capacity: { label: "places par séance" },
  staffing: {
    label: "praticiens",
    value: (v) =>
      ({ session: "un par séance", booking: "un par réservation", person: "un par personne" })[String(v)] ??
      String(v),
  },
  can_have_private_option: { label: "option privée", value: yesNo },
  private_option_price: { label: "prix de l'option privée", value: (v) => formatXof(Number(v)) },
  private_option_credit_price: {
    label: "prix de l'option privée en crédits",
    value: (v) => formatCredits(Number(v)),
  },
  credit_number: { label: "crédits", value: (v) => formatNumber(Number(v)) },
  real_price: { label: "prix", value: (v) => formatXof(Number(v)) },
  validity_days: { label: "validité", value: (v) => counted(Number(v), "jour") },
  description: { label: "description" },
  short_description: { label: "description courte" },
  short_resume: { label: "résumé" },
};

/** One change as the Journal reads it: « prix 25 000 XOF → 30 000 XOF », or a text's name. */
export function changeText(key: string, was: Value | undefined, now: Value | undefined): string {
  const words = figureWords[key] ?? { label: key };
  if (was === undefined && now === undefined) return words.label;
  const say = (v: Value | undefined) =>
    v === null || v === undefined ? "—" : words.value ? words.value(v) : String(v);
  return `${words.label} ${say(was)} → ${say(now)}`;
}

/**
 * A service's or pack's update written before the Journal said values (« Pack « X » modifié
 * (real_price). »): its changes spelled out from the line's own figures (« prix 36 000 XOF →
 * 70 000 XOF »). Null for any other line: its summary says it already. The signed summary itself
 * is never rewritten.
 */
export function spelledChanges(
  action: string,
  summary: string,
  data: Record<string, unknown>,
): string | null {
  if (action !== "service.updated" && action !== "pack.updated") return null;
  if (summary.includes("→") || summary.endsWith("(rien de changé).")) return null;
  const before = data.before;
  const after = data.after;
  if (typeof before !== "object" || before === null || typeof after !== "object" || after === null)
    return null;
  const was = before as Record<string, Value>;
  const now = after as Record<string, Value>;
  const texts = Array.isArray(data.texts_changed) ? data.texts_changed.map(String) : [];
  const changes = [
    ...Object.keys(now).map((k) => changeText(k, was[k] ?? null, now[k] ?? null)),
    ...texts.map((k) => changeText(k, undefined, undefined)),
  ];
  return changes.length ? changes.join(" ; ") : null;
}
