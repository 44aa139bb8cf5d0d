/**
 * Text as a search compares it: lower case, accents and other marks dropped, ligatures spelled out,
 * so « preparation » finds « Préparation physique » and « SOIN » finds « soin du visage ». The server
 * stores its fields this way and the service worker reads its cached catalogue the same way.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss");
}
