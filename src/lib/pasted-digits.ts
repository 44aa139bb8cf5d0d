/** Paste into the code boxes: digits only, at most 4. */
export function pastedDigits(text: string): string[] {
  return Array.from(text.replace(/\D/g, "")).slice(0, 4);
}
