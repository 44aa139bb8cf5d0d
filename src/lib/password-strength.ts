import { criteriaMet, RESET_MIN_SCORE } from "../contract/forms";

export const strengthLabels = ["Très faible", "Faible", "Moyen", "Fort", "Très fort"] as const;

/** Register meter: the criteria met, capped at 4, with its label. */
export function registerStrength(password: string): {
  score: number;
  label: (typeof strengthLabels)[number];
} {
  const score = Math.min(4, criteriaMet(password));
  return { score, label: strengthLabels[score] ?? "Très faible" };
}

/** Reset meter: the criteria met out of 5; at least 3 are needed. */
export function resetStrength(password: string): { score: number; strongEnough: boolean } {
  const score = criteriaMet(password);
  return { score, strongEnough: score >= RESET_MIN_SCORE };
}
