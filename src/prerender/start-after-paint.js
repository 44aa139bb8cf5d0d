// Starts the app on a page drawn at build time, once that page has painted: the app's scripts then
// never hold back the page's own first paint on a slow connection. The entry is added as a module
// script like the one it replaces, so the page still names its build (see chunk-recovery.ts).
(() => {
  // Chromium offers its install prompt once, early (about 310 ms into a first visit), before the
  // entry below is added: kept for the app, which takes it (src/stores/install-early.ts).
  const keep = (event) => {
    event.preventDefault();
    early.event = event;
  };
  const early = { event: null, stop: () => removeEventListener("beforeinstallprompt", keep) };
  addEventListener("beforeinstallprompt", keep);
  window.earlyInstallPrompt = early;
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const preload = document.currentScript?.dataset.preload?.split(" ").filter(Boolean) ?? [];
  const start = () => {
    // The app's files in one insertion: the entry's loader finds them and adds none itself.
    const links = preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    document.head.insertAdjacentHTML("beforeend", links.join(""));
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    // The app could not come (the connection dropped): its links still lead somewhere, each a new
    // try at loading it.
    script.onerror = () => document.getElementById("root")?.removeAttribute("inert");
    document.head.append(script);
  };
  // The frame after the first one: the drawn page is on screen by then.
  requestAnimationFrame(() => setTimeout(start));
})();
