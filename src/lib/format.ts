import { once } from "./once";
import { plural } from "./plural";

/** French formats: a space as thousands separator, XOF and crédits. */
const integer = once(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 }));

/** fr-FR groups with a narrow no-break space; the spec asks for a space that does not break. */
export function formatNumber(value: number): string {
  return integer()
    .format(value)
    .replace(/[\u202f\u00a0]/g, "\u00a0");
}

export function formatXof(value: number): string {
  return `${formatNumber(value)}\u00a0XOF`;
}

export function formatCredits(value: number): string {
  return `${formatNumber(value)}\u00a0${plural(value, "crédit")}`;
}
