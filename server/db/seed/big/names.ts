/** Names as the centre's clients in Dakar write them, accents included. */
export const firstNames = [
  "Aïssatou", "Awa", "Aminata", "Fatou", "Fatoumata", "Khady", "Mariama", "Ndèye", "Ndeye Fatou", "Coumba",
  "Adama", "Astou", "Bineta", "Dieynaba", "Maïmouna", "Rokhaya", "Seynabou", "Sokhna", "Yacine", "Oumou",
  "Mame Diarra", "Nafissatou", "Penda", "Ramatoulaye", "Salimata", "Khadidiatou", "Aïda", "Marième", "Dior",
  "Hawa", "Abdoulaye", "Amadou", "Babacar", "Cheikh", "Mamadou", "Moussa", "Ibrahima", "Ousmane", "Modou",
  "Serigne", "Pape", "Alioune", "Aliou", "Boubacar", "El Hadji", "Lamine", "Mouhamed", "Saliou", "Souleymane",
  "Thierno", "Omar", "Youssou", "Malick", "Idrissa", "Assane", "Daouda", "Khalifa", "Mbaye", "Ismaïla", "Baïla",
] as const;

export const lastNames = [
  "Diop", "Ndiaye", "Fall", "Sow", "Ba", "Diallo", "Sarr", "Faye", "Gueye", "Mbaye", "Ndour", "Seck", "Cissé",
  "Diouf", "Thiam", "Kane", "Niang", "Sy", "Wade", "Camara", "Touré", "Dieng", "Mbodj", "Sall", "Badji",
  "Diagne", "Sène", "Tall", "Lô", "Samb", "Kâ", "Ndao", "Diémé", "Goudiaby", "Sané", "Mané", "Bâ", "Thioune",
  "Guèye", "Dramé",
] as const;

export const cities = ["Dakar", "Pikine", "Rufisque", "Thiès", "Saint-Louis", "Mbour", "Guédiawaye"] as const;

/** An address part of an e-mail: lower case, no accent, no space. */
export const mailPart = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-|-$/g, "");
