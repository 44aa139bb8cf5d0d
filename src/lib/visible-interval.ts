/**
 * Runs `tick` every `ms` while the page is in view. A hidden tab costs the desk's connection and
 * the server nothing; when it comes back into view it ticks at once (what it missed), then on.
 * Returns the stop.
 */
export function everyWhileVisible(tick: () => void, ms: number, doc: Document = document): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    clearInterval(timer);
    timer = setInterval(tick, ms);
  };
  const onVisibility = () => {
    if (doc.visibilityState === "hidden") {
      clearInterval(timer);
      timer = undefined;
    } else if (timer === undefined) {
      tick();
      start();
    }
  };
  if (doc.visibilityState !== "hidden") start();
  doc.addEventListener("visibilitychange", onVisibility);
  return () => {
    clearInterval(timer);
    doc.removeEventListener("visibilitychange", onVisibility);
  };
}
