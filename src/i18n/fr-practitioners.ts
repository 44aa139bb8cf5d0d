/** The client's choice of who takes the session: the service page, the wizard, the desk's « Réserver ». */
export const frPractitioners = {
  legend: "Votre praticien",
  noPreference: "Sans préférence",
  noPreferenceHint: "Le premier praticien disponible",
  /** The summary's and the confirmation's row: « Avec : Awa ». */
  with: "Avec",
} as const;
