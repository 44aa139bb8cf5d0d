import type { Profile } from "../../contract/profile";
import { read } from "../../queries/cache";
import { type HistoryData, loadWithCopy } from "../../queries/copies";
import { profileQuery } from "../../queries/profile";

export type ProfileData = HistoryData<Profile>;

/**
 * Mon Profil's data: the profile the header shows too, one read for both, a copy kept on the phone after
 * each load; when the server cannot be reached, the member's last copy, balance included.
 */
export const loadProfile = (): Promise<ProfileData> =>
  loadWithCopy(
    async () => [await read(profileQuery())],
    (db) => ({ load: db.loadProfileCopy, save: db.saveProfileCopy }),
  );
