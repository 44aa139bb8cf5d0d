/** The team screen's words (`/admin/equipe`), loaded with it only. */
export const frStaffTeam = {
  title: "Équipe",
  intro:
    "Qui entre dans l'espace équipe. L'administrateur gère tout ; l'accueil tient la journée, les clients et les paiements ; un praticien voit ses propres séances.",
  invite: "Inviter quelqu'un",
  you: "Vous",
  selfHint: "Un autre administrateur peut changer votre rôle.",
  noPassword: "Mot de passe à choisir",
  noPasswordHint: "Invitation envoyée : la personne choisit son mot de passe avec « Mot de passe oublié ? ».",
  change: "Modifier l'accès",
  empty: "Personne dans l'équipe pour l'instant.",
  inviteTitle: "Inviter dans l'équipe",
  inviteText:
    "Un courriel explique comment entrer. Une adresse qui a déjà un compte client garde son compte et reçoit le rôle.",
  email: "Adresse e-mail",
  firstName: "Prénom (facultatif)",
  lastName: "Nom (facultatif)",
  role: "Rôle",
  send: "Envoyer l'invitation",
  roleTitle: "Modifier l'accès",
  none: "Aucun accès",
  noneHint: "L'espace équipe lui est fermé dès maintenant ; son compte client reste.",
  roleHints: {
    admin: "Tout, dont les réglages, l'équipe et le journal.",
    reception: "La journée, les clients, les paiements et les recettes.",
    practitioner:
      "Ses propres séances et l'arrivée de ses clients, rien d'autre. Liez le compte à sa fiche sur l'écran des praticiens.",
  },
  save: "Enregistrer",
  remove: "Retirer l'accès",
} as const;
