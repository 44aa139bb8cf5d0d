/** Header name: at most 14 characters, else the first 11 and an ellipsis. */
export function truncateName(name: string, max = 14): string {
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max - 3).join("")}...` : chars.join("");
}

/** Avatar initials from first and last name; 'UV' when both are empty. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = [firstName, lastName].map((part) => Array.from(part?.trim() ?? "")[0] ?? "").join("");
  return letters ? letters.toUpperCase() : "UV";
}

/** 'Prénom Nom', or the spec's 'Utilisateur' when the profile has no name. */
export function displayName(
  firstName?: string | null,
  lastName?: string | null,
  fallback = "Utilisateur",
): string {
  const full = [firstName, lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(" ");
  return full || fallback;
}
