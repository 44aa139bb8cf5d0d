/** The back-office's settings screen (« Réglages », admins only). */
export const frStaffSettings = {
  title: "Réglages du site",
  intro:
    "Ce que l'app montre aux clients et les règles qu'elle applique. Chaque partie s'enregistre à part ; les clients voient le changement dès leur prochain chargement.",
  save: "Enregistrer",
  saving: "Enregistrement…",
  saved: (section: string) => `${section} : modifications enregistrées.`,
  imageSaved: "Image enregistrée.",
  chooseImage: "Changer l'image",
  uploading: "Envoi…",
  imageHint: "JPEG, PNG, WebP ou GIF, 5 Mo au plus.",
  home: {
    title: "Accueil",
    intro: "Les sections affichées sur la page d'accueil.",
    basic: "Afficher les services (séances du catalogue)",
    custom: "Afficher les programmes personnalisés",
  },
  banner: {
    title: "Bannière",
    intro: "Le grand visuel en haut de l'accueil, et celui du bas de page.",
    active: "Afficher la bannière (masquée, l'accueil montre le slogan du centre)",
    link: "Lien « En savoir plus » du bas de page (facultatif)",
    headerTitle: "Titre",
    headerSubTitle: "Sous-titre",
    footerTitle: "Texte du bas de page",
    headerImage: "Image du haut",
    footerImage: "Image du bas de page",
  },
  modals: {
    title: "Fenêtres",
    intro: "Les fenêtres qui s'ouvrent à l'arrivée sur l'accueil.",
    promo: "Fenêtre de promotion",
    choice: "Fenêtre de choix",
    active: "Afficher cette fenêtre",
    modalTitle: "Titre",
    description: "Texte",
    image: "Image",
    custom: "Choix « personnalisé »",
    standard: "Choix « standard »",
    choiceTitle: "Intitulé",
    choiceDescription: "Description",
  },
  slides: {
    title: "Diaporama de connexion",
    intro:
      "Les trois images des pages de connexion et d'inscription. La troisième porte toujours le slogan du centre.",
    image: (n: number) => `Image ${n}`,
    text: (n: number) => `Texte de l'image ${n}`,
    fixed: "Texte fixe : le slogan du centre.",
  },
  documents: {
    title: "Documents légaux",
    intro:
      "Le texte en HTML simple : titres (h1 à h4), paragraphes, listes, gras, italique et liens. Le reste est retiré à l'enregistrement.",
    CGU: "Conditions générales d'utilisation",
    PRIVACY: "Politique de confidentialité",
    open: "Voir la page publiée",
    html: "Texte (HTML)",
  },
  rules: {
    title: "Règles de réservation",
    intro:
      "Les délais et limites que l'app et le serveur appliquent à chaque réservation, et les crédits que l'accueil peut ajouter.",
    unitHours: "heures",
    unitBookings: "réservations",
    unitCredits: "crédits",
    cancel: "Délai d'annulation",
    cancelHelp: "Un client peut annuler sans frais jusqu'à ce nombre d'heures avant sa séance (0 à 168).",
    lead: "Délai de réservation",
    leadHelp: "Un créneau ne se réserve plus quand il commence dans moins de ce nombre d'heures (0 à 168).",
    unpaid: "Réservations non payées",
    unpaidHelp:
      "Réservations en attente de paiement qu'un client peut garder en même temps (1 à 20 : chaque réservation attend son paiement un instant).",
    receptionCredits: "Crédits ajoutés par l'accueil",
    receptionCreditsHelp:
      "Crédits que l'accueil (tous ses membres ensemble) peut ajouter à un même client dans la journée (0 à 10 000) ; au-delà, un administrateur doit le faire. Les administrateurs ne sont pas limités.",
  },
} as const;
