/**
 * Built files left out of the precache: fetched the first time a screen needs them, then kept by
 * the service worker (sw/runtime-assets.ts), so they work offline from then on. Every phone would
 * otherwise pay for them on its first visit, used or not.
 * - libraries a few screens use: the local database, the HTML sanitiser;
 * - the screens that only work online anyway (signing in or up, codes, a new password, a wallet's
 *   return): opened offline before ever online, they say to check the connection.
 * The build (scripts/late-chunks-check.ts) fails if a name stops matching a file, or if a precached
 * file imports one of the screens.
 */
/** Libraries: the screens that import them fetch them (the local database is fetched at idle). */
export const lateLibraries = ["dexie", "dompurify"] as const;

/** Screens and their own pieces: nothing precached may import them, or it would fail offline. */
export const onlineScreens = [
  "login",
  "register",
  "forgot-password",
  "reset-password",
  "otp-verification",
  "strength",
  "auth-toast",
  "callback-screen",
  "callbacksuccessurl",
  "callbackcancelurl",
] as const;

export const lateChunkNames = [...lateLibraries, ...onlineScreens];

/** A late file's path (`/assets/<name>-<hash of 8>.js`). */
export const lateChunk = new RegExp(`^/assets/(${lateChunkNames.join("|")})-[\\w-]{8}\\.js$`);
