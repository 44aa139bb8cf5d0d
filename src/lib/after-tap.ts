/**
 * Runs `show` once the tap or click under way has ended. A field's error shown as the field is left
 * pushes down what follows it: shown while the button is still pressed, the text would move the box
 * being tapped away from under the finger, and the tap would be lost.
 */
let pressed = false;
let waiting: (() => void)[] = [];

if (typeof document !== "undefined") {
  document.addEventListener(
    "pointerdown",
    () => {
      pressed = true;
    },
    true,
  );
  const release = () => {
    pressed = false;
    const run = waiting;
    waiting = [];
    // After the click that follows the release.
    if (run.length)
      setTimeout(() => {
        for (const show of run) show();
      }, 0);
  };
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}

export function afterTap(show: () => void) {
  if (pressed) waiting.push(show);
  else show();
}
