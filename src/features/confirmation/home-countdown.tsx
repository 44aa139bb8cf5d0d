import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { frConfirmation } from "../../i18n/fr-confirmation";
import { useCountdown } from "./use-countdown";

/**
 * 'Retour à l'accueil dans N s', then home: only on a page with nothing left to do (a page with an
 * action to take never leaves by itself). The member can stay: a page that moves on by itself must
 * let its reader stop it (WCAG 2.2.1), and a member who touches or types anything is using the page,
 * so it stays too.
 */
export function HomeCountdown({ seconds }: { seconds: number }) {
  const navigate = useNavigate();
  // Replace: going back from home must not land on a page that leaves again.
  const { remaining, stopped, stop } = useCountdown(seconds, () => void navigate({ to: "/", replace: true }));
  useEffect(() => {
    if (stopped) return;
    const events = ["pointerdown", "keydown"] as const;
    for (const name of events) document.addEventListener(name, stop, { capture: true });
    return () => {
      for (const name of events) document.removeEventListener(name, stop, { capture: true });
    };
  }, [stopped, stop]);
  if (stopped) return null;
  return (
    <div className="mt-6 space-y-2">
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm">
        <p role="timer" aria-atomic="true" className="text-ink/70">
          {frConfirmation.countdown(remaining)}
        </p>
        <button
          type="button"
          onClick={stop}
          className="inline-flex min-h-11 items-center px-2 font-semibold text-brand underline underline-offset-2"
        >
          {frConfirmation.stay}
        </button>
      </div>
      <div className="mx-auto h-1 max-w-56 overflow-hidden rounded-full bg-brand/10" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-1000 ease-linear"
          style={{ width: `${(remaining / seconds) * 100}%` }}
        />
      </div>
    </div>
  );
}
