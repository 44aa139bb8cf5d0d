import type { ProviderName } from "./accounts";

/** What members and operators read about the providers, in French. */
export const providerLabel: Record<ProviderName, string> = {
  sandbox: "Le bac à sable",
  "orange-money": "Orange Money",
  wave: "Wave",
};

export const providerMessages = {
  unreachable: (who: string) =>
    `${who} ne répond pas pour le moment. Veuillez réessayer dans un instant ou choisir un autre moyen de paiement.`,
  refused: (who: string) =>
    `${who} n'a pas pu ouvrir le paiement. Veuillez réessayer ou choisir un autre moyen de paiement.`,
  paymentClosed: "Ce paiement n'est plus valable. Veuillez recommencer le paiement.",
  notConfigured: "Ce moyen de paiement n'est pas disponible pour le moment.",
  invalidSignature: "Signature invalide.",
  unreadable: "Notification illisible.",
  received: "Notification reçue.",
} as const;
