import { counted } from "../lib/plural";
/** The strings of the home page and its promo modal, loaded with it. Texts of the spec are copied exactly. */
export const frHome = {
  welcome: (name: string) => `Bonjour ${name}, ravi de vous revoir !`,
  essentials: "Explorer nos entraînements essentiels",
  essentialsIntro: "Des séances encadrées, prêtes à réserver, pour bouger et se détendre chaque semaine.",
  programs: "Découvrez nos programmes",
  programsIntro: "Nos programmes Signature, construits avec un coach pour aller plus loin.",
  noPrograms: "Aucun programme n'est disponible pour le moment",
  moreTrainings: "Voir plus d'entraînements",
  reserveNow: "Réserver maintenant",
  bannerMore: "En savoir plus",
  chooseExperience: "Choisir mon expérience",
  reserveSlot: "Réserver un créneau",
  privateAvailable: "Coaching privé disponible",
  privateUnavailable: "Coaching privé non disponible",
  maxPersons: (n: number) =>
    n > 1 ? `Jusqu'à ${counted(n, "personne")} par réservation` : `${counted(n, "personne")} par réservation`,
  carousel: "Programmes Signature",
  slide: (i: number, n: number) => `Programme ${i} sur ${n}`,
  previous: "Programme précédent",
  next: "Programme suivant",
  pause: "Mettre le défilement en pause",
  play: "Reprendre le défilement",
  goTo: (i: number) => `Aller au programme ${i}`,
  promo: {
    cta: "J'en profite",
    later: "Plus tard",
  },
} as const;
