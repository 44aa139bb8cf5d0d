import { counted } from "../lib/plural";

/** The back-office's « Codes promo » screen, for admins. */
export const frStaffPromos = {
  title: "Codes promo",
  intro:
    "Une remise en pourcentage ou en XOF sur un pack, une réservation ou les deux, payés par Wave ou Orange Money. Une utilisation compte quand le paiement réussit ; un paiement en cours la garde (« en cours »), un paiement échoué ou abandonné la rend.",
  add: "Nouveau code",
  empty: "Aucun code promo pour l'instant.",
  newTitle: "Nouveau code promo",
  editTitle: (code: string) => `Modifier « ${code} »`,
  open: (code: string) => `Modifier le code ${code}`,
  created: "Code promo créé.",
  saved: "Code promo enregistré.",
  code: "Code (lettres, chiffres, tirets)",
  kind: "Remise",
  kinds: { percent: "Pourcentage", amount: "Montant en XOF" },
  value: { percent: "Pourcentage (1 à 99)", amount: "Montant (XOF)" },
  appliesTo: "S'applique à",
  scopes: { both: "Packs et réservations", pack: "Packs seulement", booking: "Réservations seulement" },
  validFrom: "Valable à partir du",
  validTo: "Jusqu'au (inclus)",
  perClient: "Utilisations par client (vide : sans limite)",
  totalUses: "Utilisations en tout (vide : sans limite)",
  active: "Actif",
  on: "Actif",
  off: "Désactivé",
  percentOff: (n: number) => `−${n} %`,
  dates: (from: string | null, to: string | null) =>
    from && to
      ? `du ${from} au ${to}`
      : from
        ? `à partir du ${from}`
        : to
          ? `jusqu'au ${to}`
          : "sans date limite",
  uses: (paid: number, open: number, total: number | null) =>
    `${counted(paid, "utilisation")}${total === null ? "" : ` sur ${total}`}${open > 0 ? `, et ${open} en cours de paiement` : ""}`,
  perClientShort: (n: number | null) => (n === null ? "" : ` · ${n} par client`),
} as const;
