import type { Profile } from "../../contract/profile";
import { type HistoryData, loadWithCopy } from "../../stores/member-history";
import { profileStore } from "../../stores/profile";

export type ProfileData = HistoryData<Profile>;

/**
 * Mon Profil's data: the profile store's (the header shows it too), a copy kept on the phone after
 * each load; when the server cannot be reached, the member's last copy, balance included.
 */
export const loadProfile = (): Promise<ProfileData> =>
  loadWithCopy(
    async () => [await profileStore.getState().ensure()],
    (db) => ({ load: db.loadProfileCopy, save: db.saveProfileCopy }),
  );
