import * as v from "valibot";
import { codeText } from "../promos";

/**
 * Promo codes as admins keep them (admin only):
 *
 *   GET  staff/promo-codes/               every code, with its uses so far (paid ones)
 *   POST staff/promo-codes/               a new code (promoInputSchema): 201
 *   PUT  staff/promo-codes/{id}/          the code as a whole, changed
 */
export const promoStaffPaths = {
  list: "staff/promo-codes/",
  one: (id: number) => `staff/promo-codes/${id}/`,
} as const;

export const promoAdminMessages = {
  notFound: "Code promo introuvable.",
  taken: "Ce code existe déjà (les majuscules et minuscules ne comptent pas).",
  codeFormat: "Le code ne peut contenir que des lettres, des chiffres et des tirets (40 au plus).",
  kind: "Choisissez : pourcentage ou montant.",
  percent: "Un pourcentage entre 1 et 99 est attendu (il reste toujours quelque chose à payer).",
  amount: "Un montant entre 1 et 10 000 000 XOF est attendu.",
  scope: "Choisissez à quoi le code s'applique.",
  date: "Date attendue au format AAAA-MM-JJ.",
  dates: "La date de fin ne peut pas précéder la date de début.",
  uses: "Un nombre entier d'au moins 1 est attendu (vide : sans limite).",
  boolean: "Une valeur vraie ou fausse est attendue.",
  created: (code: string) => `Code « ${code} » créé.`,
  saved: (code: string) => `Code « ${code} » enregistré.`,
} as const;
const m = promoAdminMessages;

/** A code never takes the whole price: a provider is never asked for nothing. */
const MAX_PERCENT = 99;

const day = v.nullable(v.pipe(v.string(m.date), v.isoDate(m.date)));
const uses = v.nullable(
  v.pipe(v.number(m.uses), v.integer(m.uses), v.minValue(1, m.uses), v.maxValue(1_000_000, m.uses)),
);

export const promoInputSchema = v.pipe(
  v.object({
    code: v.pipe(codeText, v.regex(/^[A-Z0-9-]{1,40}$/, m.codeFormat)),
    kind: v.picklist(["percent", "amount"], m.kind),
    value: v.pipe(
      v.number(m.amount),
      v.integer(m.amount),
      v.minValue(1, m.amount),
      v.maxValue(10_000_000, m.amount),
    ),
    applies_to: v.picklist(["pack", "booking", "both"], m.scope),
    valid_from: day,
    valid_to: day,
    per_client: uses,
    total_uses: uses,
    is_active: v.boolean(m.boolean),
  }),
  v.forward(
    v.check((i) => i.kind !== "percent" || i.value <= MAX_PERCENT, m.percent),
    ["value"],
  ),
  v.forward(
    v.check((i) => !i.valid_from || !i.valid_to || i.valid_from <= i.valid_to, m.dates),
    ["valid_to"],
  ),
);
export type PromoInput = v.InferInput<typeof promoInputSchema>;
export type PromoInputData = v.InferOutput<typeof promoInputSchema>;

export const staffPromoSchema = v.object({
  id: v.number(),
  code: v.string(),
  kind: v.picklist(["percent", "amount"]),
  value: v.number(),
  applies_to: v.picklist(["pack", "booking", "both"]),
  valid_from: v.nullable(v.string()),
  valid_to: v.nullable(v.string()),
  per_client: v.nullable(v.number()),
  total_uses: v.nullable(v.number()),
  is_active: v.boolean(),
  /** Paid payments that used it. */
  uses: v.number(),
  /**
   * Payments open with it, each holding a use until it fails or lapses (0 from an older instance
   * during a rolling upgrade, which does not send it).
   */
  open_uses: v.fallback(v.optional(v.number(), 0), 0),
});
export type StaffPromo = v.InferOutput<typeof staffPromoSchema>;
export const staffPromoListSchema = v.array(staffPromoSchema);
export const promoWriteResponseSchema = v.object({ detail: v.string(), promo: staffPromoSchema });
