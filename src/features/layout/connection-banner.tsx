import { useEffect, useState } from "react";
import { fr } from "../../i18n/fr";

/** Tells the user when the phone is offline: what they see may come from their last visit. */
export function ConnectionBanner() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (online) return null;
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm text-white">
      {fr.common.offline}
    </p>
  );
}
