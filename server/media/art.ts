/**
 * Our own illustrations, drawn as SVG: a soft gradient, a few organic shapes and a line motif.
 * No stock pictures; each service or banner names a palette and a motif.
 */
const palettes = {
  forest: ["#0f5c4d", "#1f7a65", "#e8d5b7"],
  clay: ["#b85c38", "#d9822b", "#f6e3c5"],
  ocean: ["#12436b", "#2a7ab0", "#cfe8f3"],
  dusk: ["#4b2e57", "#8a4f7d", "#f2d7e4"],
  sand: ["#a07c4f", "#d8b98a", "#fbf3e6"],
  night: ["#1c2321", "#35524a", "#d9e4dd"],
  orange: ["#e56a00", "#ff7900", "#fff1e3"],
  wave: ["#0f8fc2", "#1dc4ff", "#e8f8ff"],
} as const;
export type Palette = keyof typeof palettes;

const motifs = {
  leaf: "M0 60 C 20 10, 80 0, 110 -40 C 100 20, 60 60, 0 60 Z M0 60 C 30 30, 60 10, 100 -30",
  wave: "M-60 20 C -40 0, -20 0, 0 20 S 40 40, 60 20 S 100 0, 120 20 M-60 50 C -40 30, -20 30, 0 50 S 40 70, 60 50 S 100 30, 120 50",
  dumbbell: "M-50 20 h20 v-30 h12 v80 h-12 v-30 M-18 20 h76 M58 20 v-30 h12 v80 h-12 v-30 M70 20 h20",
  lotus:
    "M30 70 C 0 40, 10 0, 30 -20 C 50 0, 60 40, 30 70 Z M30 70 C -10 60, -30 30, -30 10 C 0 15, 20 40, 30 70 Z M30 70 C 70 60, 90 30, 90 10 C 60 15, 40 40, 30 70 Z",
  stone:
    "M-20 60 a50 22 0 1 0 100 0 a50 22 0 1 0 -100 0 M0 20 a32 15 0 1 0 64 0 a32 15 0 1 0 -64 0 M12 -10 a20 10 0 1 0 40 0 a20 10 0 1 0 -40 0",
  runner:
    "M10 -30 a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0 M20 -10 l-10 40 l25 20 l-5 35 M10 30 l-30 10 M15 0 l30 10 l15 -15 M-10 10 l25 -10",
  sun: "M30 20 m-36 0 a36 36 0 1 0 72 0 a36 36 0 1 0 -72 0 M30 -40 v-18 M30 80 v18 M-30 20 h-18 M90 20 h18 M-12 -22 l-12 -12 M72 62 l12 12 M72 -22 l12 -12 M-12 62 l-12 12",
  // The payment methods' pictures.
  store: "M-30 0 h120 v90 h-120 Z M-40 0 l15 -40 h110 l15 40 M15 90 v-45 h30 v45",
  coins:
    "M-20 70 a50 16 0 1 0 100 0 a50 16 0 1 0 -100 0 M-20 70 v-25 M80 70 v-25 M-20 45 a50 16 0 1 0 100 0 a50 16 0 1 0 -100 0 M-20 45 v-25 M80 45 v-25 M-20 20 a50 16 0 1 0 100 0 a50 16 0 1 0 -100 0",
  phone:
    "M0 -40 h60 a10 10 0 0 1 10 10 v120 a10 10 0 0 1 -10 10 h-60 a10 10 0 0 1 -10 -10 v-120 a10 10 0 0 1 10 -10 Z M20 85 h20",
} as const;
export type Motif = keyof typeof motifs;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A deterministic illustration; `width`×`height` fixes the aspect ratio the page reserves. */
export function drawArt(seed: string, palette: Palette, motif: Motif, width = 800, height = 600): string {
  const [deep, mid, light] = palettes[palette];
  let state = hash(seed);
  const rand = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const r = (0.18 + rand() * 0.25) * Math.min(width, height);
    const x = rand() * width;
    const y = rand() * height;
    const fill = i % 2 ? light : mid;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" opacity="${(0.12 + rand() * 0.2).toFixed(2)}"/>`;
  }).join("");
  const scale = (Math.min(width, height) / 260).toFixed(2);
  const cx = (width * (0.42 + rand() * 0.16)).toFixed(0);
  const cy = (height * 0.42).toFixed(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${blobs}
<g transform="translate(${cx} ${cy}) scale(${scale})" fill="none" stroke="${light}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"><path d="${motifs[motif]}"/></g>
</svg>`;
}
