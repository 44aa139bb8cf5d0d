import { seedServices } from "../db/seed/services";
import type { Motif, Palette } from "./art";

type Art = { palette: Palette; motif: Motif; width: number; height: number };

/** Every illustration the API serves under /media/art/{name}.svg. */
export const artworks: Record<string, Art> = {
  ...Object.fromEntries(
    seedServices.map((s) => [
      `service-${s.slug}`,
      { palette: s.palette, motif: s.motif, width: 800, height: 600 },
    ]),
  ),
  hero: { palette: "forest", motif: "lotus", width: 1600, height: 900 },
  footer: { palette: "clay", motif: "sun", width: 1600, height: 600 },
  "slide-1": { palette: "forest", motif: "leaf", width: 900, height: 1200 },
  "slide-2": { palette: "ocean", motif: "runner", width: 900, height: 1200 },
  "slide-3": { palette: "dusk", motif: "stone", width: 900, height: 1200 },
  promo: { palette: "clay", motif: "stone", width: 800, height: 600 },
  choice: { palette: "sand", motif: "wave", width: 800, height: 600 },
  "method-venue": { palette: "forest", motif: "store", width: 96, height: 96 },
  "method-credits": { palette: "clay", motif: "coins", width: 96, height: 96 },
  "method-wave": { palette: "wave", motif: "wave", width: 96, height: 96 },
  "method-orange-money": { palette: "orange", motif: "phone", width: 96, height: 96 },
};

export const artUrl = (name: string) => `/media/art/${name}.svg`;
