/**
 * Everything that names the centre. A centre replaces this one module to make the app its own;
 * the server reads it too (e-mails, sandbox pages).
 */
export const brand = {
  name: "Teranga Wellness",
  shortName: "Teranga",
  tagline: "Bien-être, massage, coaching et sport à Dakar",
  description:
    "Réservez vos séances de massage, de bien-être, de coaching et d'entraînement à Dakar, payez en crédits ou sur place.",
  colors: { primary: "#0f5c4d", primaryDark: "#0a4036", accent: "#d9822b", sand: "#f6efe6", ink: "#1c2321" },
  phone: "+221 33 800 00 00",
  phoneHref: "tel:+221338000000",
  email: "contact@teranga-wellness.sn",
  address: "Route des Almadies, Dakar, Sénégal",
  mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=-17.53,14.73,-17.49,14.76&layer=mapnik",
  social: { label: "Instagram", url: "https://www.instagram.com/" },
  messaging: { label: "WhatsApp", url: "https://wa.me/221770000000" },
} as const;
