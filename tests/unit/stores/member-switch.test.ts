import { beforeEach, describe, expect, it, vi } from "vitest";
import { localDb } from "../../../src/db/accessors";
import { queries } from "../../../src/queries/cache";
import { profileSaved } from "../../../src/queries/changes";
import { profileQuery } from "../../../src/queries/profile";
import { watchMemberSwitch } from "../../../src/stores/logout";
import { memberKey as subjectOf } from "../../../src/stores/member-key";
import { reservationDraftStore } from "../../../src/stores/reservation-draft";
import { sessionStore } from "../../../src/stores/session";

/** A token shaped like the server's: only its payload's `sub` matters here. */
const tokenFor = (sub: string) =>
  `e30.${btoa(JSON.stringify({ sub, typ: "access" })).replace(/=+$/, "")}.signature`;
const logInAs = (sub: string) =>
  sessionStore.getState().setTokens({
    access: tokenFor(sub),
    refresh: `refresh-${sub}`,
    access_token_expiration: new Date(Date.now() + 300_000).toISOString(),
  });
const settled = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  await reservationDraftStore.getState().saved();
};

const awa = {
  first_name: "Awa",
  last_name: "Ndiaye",
  email: "awa@example.com",
  email_verified: true,
  phone_verified: false,
  preferred_channel: "email" as const,
  profile_picture: null,
  telephone_number: null,
  address: { country: null, city: null, postal_code: null, address: null },
  credits: [],
  total_credits: 0,
  credit_expiration_date: null,
};

async function leaveDataOnPhone() {
  reservationDraftStore.getState().update({ person: 3, bookingId: 12 });
  localStorage.setItem("confirmationDetails", "{}");
  await localDb.saveSelectedPack({ credit_id: 1, name: "Pack", credit_number: 50, real_price: 50_000 });
  profileSaved(awa);
}

/** The profile the app's cache holds for the member signed in now. */
const keptProfile = () => queries.peek<typeof awa>(profileQuery().key)?.data?.value;

/** The name a freshly opened app (offline, no profile yet) shows in its header. */
async function nameOnReopen() {
  vi.resetModules();
  const { savedName } = await import("../../../src/queries/profile");
  return savedName();
}

beforeEach(async () => {
  sessionStore.getState().clear();
  await reservationDraftStore.getState().reset();
  watchMemberSwitch();
});

describe("two accounts on one phone", () => {
  it("reads the member of a token", () => {
    expect(subjectOf(tokenFor("42"))).toBe("42");
    expect(subjectOf("not-a-token")).toBeNull();
  });

  it("wipes what the previous member left when another account logs in, and keeps the new session", async () => {
    logInAs("1");
    await leaveDataOnPhone();
    // The first session ends without a logout (refresh refused): only its tokens go.
    sessionStore.getState().clear();
    logInAs("2");
    await settled();
    expect(reservationDraftStore.getState()).toMatchObject({ person: 1, bookingId: null });
    expect(localStorage.getItem("confirmationDetails")).toBeNull();
    expect(await localDb.loadSelectedPack()).toBeNull();
    expect(await nameOnReopen()).toBeNull();
    expect(subjectOf(sessionStore.getState().tokens?.accessToken ?? "")).toBe("2");
    expect(localStorage.getItem("access_token")).toBe(tokenFor("2"));
  });

  it("keeps the next member's profile, loaded as they log in, while the previous one's data goes", async () => {
    logInAs("1");
    await leaveDataOnPhone();
    logInAs("2");
    // The login screen's profile request answers while the wipe is still under way.
    profileSaved({ ...awa, first_name: "Binta", email: "binta@example.com" });
    await settled();
    expect(reservationDraftStore.getState()).toMatchObject({ person: 1, bookingId: null });
    expect(keptProfile()?.first_name).toBe("Binta");
  });

  it("keeps the member's own data when the same member logs in again", async () => {
    logInAs("1");
    await leaveDataOnPhone();
    sessionStore.getState().clear();
    logInAs("1");
    await settled();
    expect(reservationDraftStore.getState().bookingId).toBe(12);
    expect(localStorage.getItem("confirmationDetails")).toBe("{}");
    // Reopened offline, the header still names the member.
    expect(await nameOnReopen()).toEqual({ first_name: "Awa", last_name: "Ndiaye" });
  });
});
