import type { useRouter } from "@tanstack/react-router";
import { isApiError } from "../../api/errors";
import type { Profile } from "../../contract/profile";
import { profileSaved } from "../../queries/changes";
import { toastStore } from "../../stores/toasts";

export const PROFILE_TOAST_MS = 3000;
export const RELOAD_DELAY_MS = 1000;

/**
 * Saves, keeps the saved profile in the cache (the header follows at once), shows the outcome for
 * 3 s and, on success, reloads the page after 1 s.
 */
export async function saveThenReload(
  save: () => Promise<{ body: Profile }>,
  router: ReturnType<typeof useRouter>,
  messages: { success: string; refused: string; failed: string },
): Promise<boolean> {
  try {
    const answer = await save();
    profileSaved(answer.body);
    void router.invalidate();
    toastStore.getState().show("success", messages.success, PROFILE_TOAST_MS);
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return true;
  } catch (error) {
    const refused = isApiError(error) && error.kind === "http";
    // A photo over the balancer's limit is refused before the API sees it: say why.
    const message = refused ? (error.status === 413 ? error.message : messages.refused) : messages.failed;
    toastStore.getState().show("error", message, PROFILE_TOAST_MS);
    return false;
  }
}
