import type { ColumnType, Generated } from "kysely";
import type { StaffRole } from "./staff";

/** Members and their sessions, login codes and limits. */

/** `change_email`: the code mailed to the new address a member asked for. */
/** `login`: a code to sign in by phone without the password; `change_phone`: to a new number. */
export type OtpPurpose = "register" | "reset_password" | "change_email" | "login" | "change_phone";

/** Where a member's messages go; `email` for one who never chose. */
export type Channel = "email" | "sms" | "whatsapp";

export type UsersTable = {
  id: Generated<number>;
  /** None for a client the desk created with only a phone number: no mail, no login until claimed. */
  email: string | null;
  passwordHash: string;
  firstName: string;
  lastName: string;
  telephoneNumber: string | null;
  profilePicture: string | null;
  country: string | null;
  city: string | null;
  postalCode: string | null;
  address: string | null;
  /** May sign in: the address it signed up with (e-mail or phone) was proven by a code. */
  isVerified: Generated<boolean>;
  /** The phone number proven by a code sent to it: one account per proven number. */
  phoneVerified: Generated<boolean>;
  emailVerified: Generated<boolean>;
  /** The channel the member chose for codes and messages; null: the one they signed up with. */
  preferredChannel: Channel | null;
  /** Superseded by `staffRole` (set to `admin` where this was 1); kept for older files and copies. */
  isStaff: Generated<boolean>;
  /** A staff member's role, checked on every staff call; null for a client. */
  staffRole: StaffRole | null;
  createdAt: Date;
  /**
   * The searched copy of the names and e-mail, and of the phone (`userSearchColumns`), written with
   * them: required on insert. Null only on a row a release before them wrote.
   */
  searchText: ColumnType<string | null, string, string>;
  searchPhone: ColumnType<string | null, string, string>;
};

/** One row per refresh token ever issued; a family is one login. */
export type RefreshTokensTable = {
  jti: string;
  familyId: string;
  userId: number;
  issuedAt: Date | null;
  expiresAt: Date;
  rotatedAt: Date | null;
  /** The token this one was rotated into: handed out again within the grace, never a second one. */
  successorJti: string | null;
};

export type TokenFamiliesTable = { id: string; userId: number; createdAt: Date; revokedAt: Date | null };

export type OtpCodesTable = {
  id: Generated<number>;
  userId: number;
  purpose: OtpPurpose;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
  failedAttempts: Generated<number>;
  usedAt: Date | null;
  /** For reset_password: set when the code is checked, consumed by the password reset. */
  resetGrantUsedAt: Date | null;
  /** A claim or a re-registration: the password chosen, set once the code comes back. */
  pendingPasswordHash: string | null;
  /** A re-registration's names (JSON `{firstName, lastName}`), set once the code comes back. */
  pendingNames: string | null;
  /** The e-mail or E.164 phone the code was asked for (null: a code of a release before). */
  identity: string | null;
  /** Where it was sent: the identity, or the account's e-mail when no phone channel could carry it. */
  sentTo: string | null;
};
