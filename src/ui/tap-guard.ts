/** How long taps are swallowed after a modal closes. */
export const TAP_GUARD_MS = 400;

/**
 * Swallows the taps that arrive just after a modal closed: they were aimed at the modal (a second
 * tap on 'Enregistrer'), not at the page that is now under the finger.
 */
export function guardTaps(ms = TAP_GUARD_MS): void {
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const kinds = ["click", "pointerup", "mouseup", "touchend"] as const;
  for (const kind of kinds) window.addEventListener(kind, swallow, true);
  setTimeout(() => {
    for (const kind of kinds) window.removeEventListener(kind, swallow, true);
  }, ms);
}
