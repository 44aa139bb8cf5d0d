import { useState } from "react";
import { fr } from "../../i18n/fr";
import { useInstall } from "../../stores/install";

/**
 * 'Installer l'application' in the phone's menu: the browser's own prompt when it offered one, short
 * instructions on iOS where none exists, nothing once the app is installed.
 */
export function InstallEntry() {
  const { prompt, installed, ios, install } = useInstall((s) => s);
  const [help, setHelp] = useState(false);
  if (installed || (!prompt && !ios)) return null;
  return (
    <div className="mt-4 border-t border-black/5 pt-4">
      <button
        type="button"
        className="btn-ghost w-full"
        aria-expanded={prompt ? undefined : help}
        onClick={() => (prompt ? void install() : setHelp((open) => !open))}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {fr.nav.install}
      </button>
      {!prompt && help && <p className="mt-2 px-2 text-sm text-ink/70">{fr.nav.installIos}</p>}
    </div>
  );
}
