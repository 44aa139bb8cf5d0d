/** The five criteria both strength meters count (spec part 1 §5). */
export function passwordCriteria(password: string) {
  return {
    length: password.length >= 8,
    digit: /\d/.test(password),
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}
export type PasswordCriteria = ReturnType<typeof passwordCriteria>;

const count = (password: string) => Object.values(passwordCriteria(password)).filter(Boolean).length;

export const strengthLabels = ["Très faible", "Faible", "Moyen", "Fort", "Très fort"] as const;

/** Register meter: the criteria met, capped at 4, with its label. */
export function registerStrength(password: string): {
  score: number;
  label: (typeof strengthLabels)[number];
} {
  const score = Math.min(4, count(password));
  return { score, label: strengthLabels[score] ?? "Très faible" };
}

/** Reset meter: the criteria met out of 5; at least 3 are needed. */
export const RESET_MIN_SCORE = 3;
export function resetStrength(password: string): { score: number; strongEnough: boolean } {
  const score = count(password);
  return { score, strongEnough: score >= RESET_MIN_SCORE };
}
