/**
 * Everything that names the centre. A centre replaces this one module to make the app its own;
 * the server reads it too (e-mails, sandbox pages).
 */
type Link = { label: string; url: string };
type Brand = {
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  /** `accentDark` is the accent deep enough for white text on it (4.5:1 at least, WCAG AA). */
  colors: {
    primary: string;
    primaryDark: string;
    accent: string;
    accentDark: string;
    sand: string;
    ink: string;
  };
  /** As people write it; an empty value hides the phone everywhere. */
  phone: string;
  email: string;
  address: string;
  /** The map shown on the contact page when online, and the link that opens it in a maps app. */
  mapEmbedUrl: string;
  mapUrl: string;
  /** An empty `url` hides the link. */
  social: Link;
  messaging: Link;
};

export const brand: Brand = {
  name: "Teranga Wellness",
  shortName: "Teranga",
  tagline: "Bien-être, massage, coaching et sport à Dakar",
  description:
    "Réservez vos séances de massage, de bien-être, de coaching et d'entraînement à Dakar, payez en crédits ou sur place.",
  colors: {
    primary: "#0f5c4d",
    primaryDark: "#0a4036",
    accent: "#d9822b",
    accentDark: "#a9631e",
    sand: "#f6efe6",
    ink: "#1c2321",
  },
  phone: "+221 33 869 42 17",
  email: "contact@teranga-wellness.sn",
  address: "Route des Almadies, Dakar, Sénégal",
  mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=-17.53,14.73,-17.49,14.76&layer=mapnik",
  mapUrl: "https://www.openstreetmap.org/?mlat=14.745&mlon=-17.51#map=15/14.745/-17.51",
  social: { label: "Instagram", url: "https://www.instagram.com/terangawellness.dakar/" },
  messaging: { label: "WhatsApp", url: "https://wa.me/221774512386" },
};

/** The phone as a `tel:` link: digits and the leading +, as dialers want it. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
