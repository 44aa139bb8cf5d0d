import type { Motif, Palette } from "../../media/art";
import type { Staffing } from "../tables/bookings";

export type SeedService = {
  slug: string;
  /** Persons one slot can take in all (cabins, mats, coaches). */
  capacity: number;
  /** Who a session takes: one practitioner for a class, one per booking, one per person (a duo). */
  staffing: Staffing;
  name: string;
  type: "basic" | "custom";
  price: number;
  credits: number;
  duration: number;
  maxPersons: number;
  privatePrice: number;
  privateCredits: number;
  canBePrivate: boolean;
  short: string;
  resume: string;
  html: string;
  palette: Palette;
  motif: Motif;
};

/** A description's paragraphs, as the service's page shows them. */
export const paragraphs = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join("");
