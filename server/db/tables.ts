import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { FaqCategory } from "../../src/contract/configs";

/**
 * The tables as the server's code reads them, on SQLite and on PostgreSQL alike. Columns are
 * snake_case in the database and camelCase here (`CamelCasePlugin`). Both databases store instants
 * as whole milliseconds (`bigint`) and yes/no as 0/1 (`integer`): the same SQL then compares, sums
 * and orders them the same way everywhere. `values.ts` turns them into `Date` and `boolean` on the
 * way out, by name: an instant's name ends in `At` or `Until` (or is `at`), a yes/no is listed there.
 */
export type Tables = {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
  tokenFamilies: TokenFamiliesTable;
  otpCodes: OtpCodesTable;
  otpCheckFailures: { id: Generated<number>; email: string; at: Date };
  otpRequests: { id: Generated<number>; email: string; purpose: OtpPurpose; at: Date };
  services: ServicesTable;
  creditRecords: CreditRecordsTable;
  authSliders: AuthSlidersTable;
  banners: BannersTable;
  homeConfigs: { id: number; displayBasicService: boolean; displayCustomService: boolean };
  modalConfigs: ModalConfigsTable;
  termsPolicies: { id: Generated<number>; type: "CGU" | "PRIVACY"; fileUrl: string };
  integerSettings: { key: string; value: number };
  serverMeta: { key: string; value: string };
  publishedAssets: {
    path: string;
    build: string;
    publishedAt: Date;
    contentType: string;
    bytes: Buffer;
    brotli: Buffer | null;
  };
  mailOutbox: MailOutboxTable;
  mailQueue: MailQueueTable;
  slots: SlotsTable;
  bookings: BookingsTable;
  creditPacks: CreditPacksTable;
  bookingMethods: BookingMethodsTable;
  creditMovements: CreditMovementsTable;
  payments: PaymentsTable;
  providerReceipts: ProviderReceiptsTable;
  idempotencyKeys: IdempotencyKeysTable;
  contactMessages: ContactMessagesTable;
  loginAttempts: { id: Generated<number>; email: string; address: string; at: Date };
  availabilityVersion: { id: number; value: number };
  deskVersion: { id: number; value: number };
  leases: { name: string; holder: string; until: number };
  uploadTurns: { userId: number; turn: string; since: number };
  uploadEvents: { id: Generated<number>; userId: number; turn: string; at: Date };
  storedFiles: { path: string; contentType: string; bytes: Buffer; createdAt: Date };
  venuePayments: VenuePaymentsTable;
  staffAudit: StaffAuditTable;
  scheduleWeekdays: ScheduleWeekdaysTable;
  scheduleOverrides: { date: string; ranges: string; label: Generated<string> };
  scheduleClosures: { id: Generated<number>; fromDate: string; toDate: string; label: string };
  discountRules: DiscountRulesTable;
  faqEntries: {
    id: Generated<number>;
    position: number;
    category: FaqCategory;
    question: string;
    answer: string;
  };
  siteTexts: { key: "about"; body: string };
};

/** The database, or the transaction under way: every query takes either. */
export type Db = Kysely<Tables>;
export type Tx = Transaction<Tables>;

/** `change_email`: the code mailed to the new address a member asked for. */
export type OtpPurpose = "register" | "reset_password" | "change_email";
export type PaymentProvider = "sandbox" | "orange-money" | "wave";
export type StaffRole = "admin" | "reception";
/** How money comes in at the desk. */
export type DeskMethod = "cash" | "card" | "orange_money" | "wave";

type UsersTable = {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  telephoneNumber: string | null;
  profilePicture: string | null;
  country: string | null;
  city: string | null;
  postalCode: string | null;
  address: string | null;
  isVerified: Generated<boolean>;
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
type RefreshTokensTable = {
  jti: string;
  familyId: string;
  userId: number;
  issuedAt: Date | null;
  expiresAt: Date;
  rotatedAt: Date | null;
  /** The token this one was rotated into: handed out again within the grace, never a second one. */
  successorJti: string | null;
};

type TokenFamiliesTable = { id: string; userId: number; createdAt: Date; revokedAt: Date | null };

type OtpCodesTable = {
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
};

type ServicesTable = {
  id: Generated<number>;
  name: string;
  type: "basic" | "custom";
  price: number;
  creditPrice: number;
  description: string;
  shortDescription: string;
  shortResume: string;
  duration: number;
  nbPersonMaxPerBooking: number;
  privateOptionPrice: number;
  privateOptionCreditPrice: number;
  canHavePrivateOption: boolean;
  image: string;
  /** How many persons one slot of this service can take in all. */
  slotCapacity: Generated<number>;
  isActive: Generated<boolean>;
  /**
   * The searched fields as a search reads them (lower case, no accents: `foldForSearch`), written
   * with the service, so a plain LIKE finds « Préparation » from « preparation » on any database.
   */
  nameSearch: Generated<string>;
  descriptionSearch: Generated<string>;
  shortDescriptionSearch: Generated<string>;
};

/** The credits ledger: each purchase or refund is a record consumed in expiry order. */
type CreditRecordsTable = {
  id: Generated<number>;
  userId: number;
  origin: "purchase" | "booking" | "refund";
  serviceName: Generated<string>;
  originalCreditNumber: number;
  usedCredits: Generated<number>;
  creditRealPrice: Generated<number>;
  createdAt: Date;
  expiresAt: Date | null;
  /**
   * A line written at the desk: a pack sold there (origin `purchase`, paid by `saleMethod`, its
   * price in `creditRealPrice`) or an adjustment (origin `refund` when it adds, `booking` when it
   * takes, so a member's history reads it with the words it knows). Null otherwise.
   */
  staffEntry: "pack_sale" | "adjustment" | null;
  saleMethod: DeskMethod | null;
  saleReference: string | null;
  staffId: number | null;
  /** An adjustment's reason. */
  note: string | null;
};

type AuthSlidersTable = {
  id: Generated<number>;
  image1: string;
  image2: string;
  image3: string;
  description1: string;
  description2: string;
};

type BannersTable = {
  id: Generated<number>;
  headerImage: string;
  headerTitle: string;
  headerSubTitle: string;
  footerImage: string;
  footerTitle: string;
  /** Where the banner leads (a path of the site or an https address); none by default. */
  link: Generated<string | null>;
  /** Hidden banners are left out of the public list. */
  isActive: Generated<boolean>;
};

type ModalConfigsTable = {
  id: Generated<number>;
  type: "promo" | "choice";
  isActive: boolean;
  title: string;
  description: string;
  image: string;
  /** JSON of the 'personnalise' and 'standard' entries of the choice modal. */
  choices: string | null;
};

/** Demo mode's mailbox: what would have left by SMTP (read at GET /api/dev/mail). */
type MailOutboxTable = {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  sentAt: Date;
  /** The attached file's name, if the mail had one. */
  attachmentName: string | null;
};

/**
 * Every mail to send, kept until the mailer took it: a failed send is tried again later, a restart
 * loses nothing. A row is taken by one process at a time (`leaseUntil`), then marked sent.
 */
type MailQueueTable = {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentContent: string | null;
  /** A mail that must exist once (a booking's reminder): a second one is refused by the database. */
  onceKey: string | null;
  createdAt: Date;
  attempts: Generated<number>;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  sentAt: Date | null;
  lastError: string | null;
};

/** Bookable time slots of a service, generated from the opening hours. Dakar keeps UTC all year. */
type SlotsTable = {
  id: Generated<number>;
  serviceId: number;
  date: string;
  startTime: string;
  endTime: string;
  /** Start instant, for range queries and the cut-offs. */
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  pctDiscount: Generated<number>;
  allowsPrivate: Generated<boolean>;
  /** No longer in the schedule but kept for the bookings on it: not offered, not bookable. */
  withdrawn: Generated<boolean>;
};

/** The weekly template of opening hours: `ranges` is JSON `[[startMinute, endMinute], …]`, `[]` closed. */
type ScheduleWeekdaysTable = { weekday: number; ranges: string; allowsPrivate: Generated<boolean> };

/** `first_slot`: the day's first slot of each service; `time_range`: slots starting in [from, to). */
type DiscountRulesTable = {
  id: Generated<number>;
  weekday: number;
  kind: "first_slot" | "time_range";
  fromMinute: number | null;
  toMinute: number | null;
  percent: number;
};

type BookingsTable = {
  id: Generated<number>;
  userId: number;
  serviceId: number;
  slotId: number;
  /**
   * A copy of its slot's `startsAt`, written by the database (triggers) on every insert, move and
   * change of the slot's start: the member's and the client's lists are ordered on it by an index.
   * Never null once migrated (null: not copied yet); the app never writes it.
   */
  startsAt: ColumnType<Date | null, never, never>;
  numberPerson: number;
  privateOption: boolean;
  price: number;
  creditPrice: number;
  /**
   * What a cancellation gives back in credits when the booking was paid in money (Wave, Orange
   * Money): what `price` was worth in credits at the service's own rate when it was booked, rounded
   * down. `creditPrice` rounds a discounted figure to the nearest, so it can be worth more than
   * the XOF paid; this never is. Set with the price. (Bookings older than the column were filled
   * at the rate of the day, kept between `creditPrice` − 1 and `creditPrice`.)
   */
  moneyRefundCredits: Generated<number>;
  paymentStatus: Generated<"pending" | "paid" | "failed">;
  paymentMethod: string | null;
  createdAt: Date;
  /** An unconfirmed booking holds its places until then. */
  holdUntil: Date;
  /** Set once a payment method is confirmed: the booking is then 'validated'. */
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  /** Marked at the desk: came, or did not (a no-show); by whom and when. */
  attendance: "present" | "absent" | null;
  attendanceAt: Date | null;
  attendanceBy: number | null;
  /** A cancellation by the staff: why, and who (null when the member cancelled). */
  cancelReason: string | null;
  cancelledBy: number | null;
};

type CreditPacksTable = {
  id: Generated<number>;
  name: string;
  creditNumber: number;
  realPrice: number;
  validityDays: number;
  isActive: Generated<boolean>;
};

type BookingMethodsTable = {
  id: Generated<number>;
  code: "PAY01" | "PAY02" | "PAY03" | "PAY04";
  name: string;
  description: string;
  image: string;
  displayOnBooking: boolean;
  displayOnPack: boolean;
};

/** Each change of a member's balance: purchases, debits for bookings, refunds. */
type CreditMovementsTable = {
  id: Generated<number>;
  userId: number;
  delta: number;
  bookingId: number | null;
  /** The record a debit came from, or the record a purchase or refund created. */
  recordId: number | null;
  createdAt: Date;
};

/** Payments through a provider: Orange Money QR or the wallet's hosted checkout. */
type PaymentsTable = {
  id: string;
  userId: number;
  purpose: "booking" | "pack";
  objectId: number;
  method: "PAY03" | "PAY04";
  amount: number;
  /**
   * `voided`: replaced by another payment of the same booking or pack, or its booking cancelled;
   * `refunded`: the provider took the money for a voided payment or a booking already settled,
   * and it was given back.
   */
  status: Generated<"pending" | "success" | "failed" | "voided" | "refunded">;
  createdAt: Date;
  expiresAt: Date;
  settledAt: Date | null;
  /** Who takes the money: kept per payment, so a change of configuration leaves open ones alone. */
  provider: Generated<PaymentProvider>;
  /** The provider's own id of this attempt: Orange Money's qrId, Wave's checkout session id. */
  providerRef: string | null;
  /** Where the wallet's checkout opens (Wave's launch URL), kept for a replayed request. */
  launchUrl: string | null;
  /** When the provider was last asked about this payment (polls and reconciliation). */
  checkedAt: Date | null;
  /** A refunded payment's money: `due` to the provider's refund API, `sent` there, `manual` by the centre. */
  refundState: "due" | "sent" | "manual" | null;
  /**
   * A refunded payment's money, in XOF: what the provider received, which may not be `amount`;
   * null when the provider gave it in something other than whole XOF (the centre reads it there).
   */
  refundAmount: number | null;
  /**
   * A pack's payment: the pack as it stood at checkout (its price is `amount`). Its success grants
   * exactly this, whatever the pack has become since.
   */
  packName: string | null;
  packCredits: number | null;
  packValidityDays: number | null;
  /** A `manual` refund given back by the centre: when, and by which staff member. */
  refundDoneAt: Date | null;
  refundDoneBy: number | null;
};

/**
 * Each provider transaction seen, once: a replayed webhook, a callback and a poll that report the
 * same transaction find it here and change nothing more.
 */
type ProviderReceiptsTable = {
  id: Generated<number>;
  provider: PaymentProvider;
  transactionId: string;
  paymentId: string;
  outcome: "success" | "failed";
  amount: number | null;
  receivedAt: Date;
};

/** First answers of idempotent writes, replayed for the same key. */
type IdempotencyKeysTable = {
  id: Generated<number>;
  userId: number;
  key: string;
  route: string;
  requestHash: string;
  status: number;
  body: string;
  createdAt: Date;
};

/**
 * Messages of the contact form. The sender is anonymous, so the `Idempotency-Key` of a message sent
 * from the phone's outbox is kept on the message itself: a retry finds it and changes nothing.
 */
type ContactMessagesTable = {
  id: Generated<number>;
  name: string;
  email: string;
  telephone: string | null;
  subject: string;
  message: string;
  createdAt: Date;
  /** Absent for clients that send no key. */
  idempotencyKey: string | null;
  requestHash: string | null;
  /** Read at the desk (null: unread), and by whom. */
  readAt: Date | null;
  readBy: number | null;
};

/** A booking paid at the venue: one per booking (a unique index), with how and by whom. */
type VenuePaymentsTable = {
  id: Generated<number>;
  bookingId: number;
  method: DeskMethod;
  /** XOF: the booking's price. */
  amount: number;
  reference: string | null;
  staffId: number;
  paidAt: Date;
};

/**
 * Every staff action, written in the transaction of the change it records. Append-only: the
 * database refuses to update or delete a row (triggers on both databases).
 */
type StaffAuditTable = {
  id: Generated<number>;
  at: Date;
  /** Null for the command line. */
  staffId: number | null;
  action: string;
  bookingId: number | null;
  clientId: number | null;
  /** What was done, in French. */
  summary: string;
  /** The action's figures, as JSON. */
  data: string;
  /**
   * Its place in the chain, from 1 with no gap; null only for a line written outside the server
   * (migration 0017 numbered the older ones).
   */
  seq: number | null;
  /** The hash of line `seq - 1` (zeros for the first). */
  prevHash: string | null;
  /** HMAC of the line and `prevHash` (`audit-chain.ts`); `sha256:…` for the lines the migration chained. */
  hash: string | null;
};

/** A row of a table as a query returns it. */
export type Row<T extends keyof Tables> = Selectable<Tables[T]>;
/** A row of a table as an insert takes it. */
export type NewRow<T extends keyof Tables> = Insertable<Tables[T]>;
