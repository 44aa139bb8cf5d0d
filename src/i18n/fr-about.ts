/** The strings of the about screens, loaded with them. Texts of the spec are copied exactly. */
export const frAbout = {
  title: "Notre Histoire",
  story:
    "Né à Dakar de l'envie de rendre le bien-être accessible à tous, notre centre réunit masseurs, coachs et praticiens autour d'une même idée : prendre soin de soi doit être simple, régulier et joyeux.",
  missionTitle: "Notre mission",
  mission:
    "Vous accompagner, séance après séance, vers un corps plus libre et un esprit plus serein, avec des professionnels attentifs et des réservations faciles, même avec une connexion capricieuse.",
  valuesTitle: "Nos valeurs",
  values: [
    {
      name: "Excellence",
      text: "Des praticiens formés, des soins exigeants et des séances soignées jusqu'au moindre détail.",
    },
    {
      name: "Motivation",
      text: "Des coachs qui encouragent, fixent des objectifs réalistes et célèbrent chaque progrès.",
    },
    {
      name: "Innovation",
      text: "Des programmes renouvelés et une application pensée pour les téléphones du quotidien.",
    },
    {
      name: "Inclusivité",
      text: "Tous les âges, tous les niveaux, tous les corps : chacun est le bienvenu chez nous.",
    },
  ],
  teamTitle: "Notre équipe",
  team: [
    { name: "Aminata Sy", role: "Fondatrice et masseuse-kinésithérapeute" },
    { name: "Cheikh Ndoye", role: "Coach sportif, préparation physique" },
    { name: "Fatou Diagne", role: "Professeure de yoga et de pilates" },
    { name: "Ousmane Faye", role: "Coach bien-être et nutrition" },
  ],
  ctaTitle: "Prêt à commencer ?",
  ctaText: "Choisissez votre séance et réservez votre créneau en quelques secondes.",
  cta: "Réserver une séance",
} as const;
