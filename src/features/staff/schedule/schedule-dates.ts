/** `AAAA-MM-JJ` as the centre reads it: « mer. 4 mars 2026 » (Dakar keeps UTC all year). */
export const dakarDate = (day: string) =>
  new Intl.DateTimeFormat("fr-FR", {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
