/**
 * The static FAQ. Its facts are the spec's, including two it asks to keep as they are: credits
 * are the only payment method, and credits have no expiry (the profile shows an expiry date).
 */
export type FaqCategory = "reservations" | "services" | "payments" | "account";

export const faqCategories: { id: FaqCategory | "all"; label: string }[] = [
  { id: "all", label: "Toutes" },
  { id: "reservations", label: "Réservations" },
  { id: "services", label: "Services" },
  { id: "payments", label: "Paiements" },
  { id: "account", label: "Compte" },
];

export type FaqItem = { id: string; category: FaqCategory; question: string; answer: string };

export const faqItems: FaqItem[] = [
  {
    id: "reserver",
    category: "reservations",
    question: "Comment réserver une séance ?",
    answer:
      "Choisissez un service, puis une date, un créneau et le nombre de personnes. Connectez-vous, choisissez votre moyen de paiement et confirmez : vous recevez la confirmation aussitôt.",
  },
  {
    id: "annuler",
    category: "reservations",
    question: "Puis-je annuler ma réservation ?",
    answer:
      "Oui, depuis « Mes réservations », jusqu'à 3 heures avant le début de la séance. Moins de 3 heures avant, l'annulation n'est plus possible.",
  },
  {
    id: "plusieurs",
    category: "reservations",
    question: "Puis-je réserver pour plusieurs personnes ?",
    answer:
      "Oui. Indiquez le nombre de personnes au moment de choisir le créneau, dans la limite prévue pour chaque service.",
  },
  {
    id: "essentiel-signature",
    category: "services",
    question: "Quelle différence entre Essentiel et Signature ?",
    answer:
      "Les services Essentiel sont nos séances du quotidien, prêtes à réserver. Les programmes Signature sont construits sur mesure avec un coach, pour un objectif précis.",
  },
  {
    id: "prive",
    category: "services",
    question: "Qu'est-ce que l'option privée ?",
    answer:
      "Elle vous réserve le créneau entier, pour vous seul ou vos proches. Elle est proposée quand le service et le créneau le permettent, moyennant un supplément.",
  },
  {
    id: "arrivee",
    category: "services",
    question: "Quand dois-je arriver ?",
    answer: "Arrivez 15 minutes avant l'heure de votre rendez-vous, en tenue confortable.",
  },
  {
    id: "moyens",
    category: "payments",
    question: "Comment payer mes séances ?",
    answer: "Les séances se règlent uniquement en crédits, à acheter par packs depuis la page « Nos packs ».",
  },
  {
    id: "expiration",
    category: "payments",
    question: "Mes crédits expirent-ils ?",
    answer: "Non, vos crédits n'ont pas de date d'expiration.",
  },
  {
    id: "compte",
    category: "account",
    question: "Comment créer mon compte ?",
    answer:
      "Inscrivez-vous avec votre nom et votre adresse email, puis saisissez le code à 4 chiffres reçu par email pour activer votre compte.",
  },
  {
    id: "mot-de-passe",
    category: "account",
    question: "J'ai oublié mon mot de passe, que faire ?",
    answer:
      "Sur la page de connexion, choisissez « Mot de passe oublié ? », saisissez votre email et suivez les étapes avec le code reçu.",
  },
];

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Questions of a category whose question or answer contains the search, accents ignored. */
export function filterFaq(items: FaqItem[], category: FaqCategory | "all", search: string): FaqItem[] {
  const needle = fold(search.trim());
  return items.filter(
    (item) =>
      (category === "all" || item.category === category) &&
      (!needle || fold(item.question).includes(needle) || fold(item.answer).includes(needle)),
  );
}
