import { useSyncExternalStore } from "react";
import { reachability } from "../../api/reachability";
import { fr } from "../../i18n/fr";
import { useOnline } from "../../ui/use-online";

/**
 * Tells the user when the app cannot reach the centre: the phone is offline, or our API left a
 * request unanswered (a dead network the phone still calls online, the server down). What they
 * see may come from their last visit.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const reachable = useSyncExternalStore(reachability.subscribe, reachability.isReachable, () => true);
  if (online && reachable) return null;
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm text-white">
      {online ? fr.common.unreachable : fr.common.offline}
    </p>
  );
}
