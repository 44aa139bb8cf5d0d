/**
 * The server's words for a date range it refuses. Apart from the booking contract, so the phone's
 * own check of a range (lib/day-range) does not bring the whole contract to every screen.
 */
export const dateMessages = {
  dateRange: "La date de début doit être antérieure à la date de fin",
  datesRequired: "Veuillez sélectionner des dates valides",
} as const;
