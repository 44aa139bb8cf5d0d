/**
 * Every local-storage item of the spec that belongs to the member, in one place: each owner reads
 * its keys from here and logout removes them all, so a new item cannot be forgotten at logout.
 */
export const storageKeys = {
  /** The token set. */
  tokens: {
    access: "access_token",
    refresh: "refresh_token",
    accessExpiration: "access_token_expiration",
    refreshExpiration: "refresh_token_expiration",
    flag: "token",
  },
  /** What the code flows keep between their pages; the temporary password is in sessionStorage. */
  codeFlow: {
    /** The e-mail, or the phone (E.164), the code went to. */
    email: "otp_email",
    purpose: "otp_purpose",
    /** How the code went to a phone: `sms` or `whatsapp`. */
    channel: "otp_channel",
    tempPassword: "temp_password",
    verificationStatus: "verification_status",
    verifiedEmail: "verified_email",
  },
  /** Whose data this phone holds: another account logging in finds none of it. */
  member: { subject: "member_subject", name: "member_name" },
  /** Written from the reservation draft store. */
  reservation: {
    serviceId: "selectedServiceId",
    serviceDetails: "selectedServiceDetails",
    state: "reservationState",
    confirmation: "confirmationDetails",
    /** The whole draft, written at once on every choice: the local database's copy lags behind it. */
    draft: "reservation_draft",
  },
} as const;

/** The keys logout removes from localStorage and sessionStorage. */
export const memberStorageKeys: readonly string[] = Object.values(storageKeys).flatMap((group) =>
  Object.values(group),
);
