import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    telephoneNumber: text("telephone_number"),
    profilePicture: text("profile_picture"),
    country: text("country"),
    city: text("city"),
    postalCode: text("postal_code"),
    address: text("address"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    isStaff: integer("is_staff", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

/** One row per refresh token ever issued; a family is one login. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    jti: text("jti").primaryKey(),
    familyId: text("family_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    issuedAt: integer("issued_at", { mode: "timestamp_ms" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    rotatedAt: integer("rotated_at", { mode: "timestamp_ms" }),
    /** The token this one was rotated into: handed out again within the grace, never a second one. */
    successorJti: text("successor_jti"),
  },
  (t) => [index("refresh_tokens_family").on(t.familyId)],
);

export const tokenFamilies = sqliteTable("token_families", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
});

export const otpCodes = sqliteTable(
  "otp_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: ["register", "reset_password"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    /** For reset_password: set when the code is checked, consumed by the password reset. */
    resetGrantUsedAt: integer("reset_grant_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("otp_codes_user").on(t.userId, t.purpose)],
);

/** Wrong codes by e-mail (known or not, so the answers cannot tell which accounts exist). */
export const otpFailures = sqliteTable(
  "otp_check_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("otp_check_failures_email").on(t.email, t.at)],
);

/** Every code asked for, by e-mail (known or not): the send limits answer alike for all addresses. */
export const otpRequests = sqliteTable(
  "otp_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["register", "reset_password"] }).notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("otp_requests_email").on(t.email, t.at)],
);

export const services = sqliteTable("services", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  type: text("type", { enum: ["basic", "custom"] }).notNull(),
  price: integer("price").notNull(),
  creditPrice: integer("credit_price").notNull(),
  description: text("description").notNull(),
  shortDescription: text("short_description").notNull(),
  shortResume: text("short_resume").notNull(),
  duration: integer("duration").notNull(),
  nbPersonMaxPerBooking: integer("nb_person_max_per_booking").notNull(),
  privateOptionPrice: integer("private_option_price").notNull(),
  privateOptionCreditPrice: integer("private_option_credit_price").notNull(),
  canHavePrivateOption: integer("can_have_private_option", { mode: "boolean" }).notNull(),
  image: text("image").notNull(),
  /** How many persons one slot of this service can take in all. */
  slotCapacity: integer("slot_capacity").notNull().default(10),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  /**
   * The searched fields as a search reads them (lower case, no accents: `foldForSearch`), written
   * with the service, so a plain LIKE finds « Préparation » from « preparation » on any database.
   */
  nameSearch: text("name_search").notNull().default(""),
  descriptionSearch: text("description_search").notNull().default(""),
  shortDescriptionSearch: text("short_description_search").notNull().default(""),
});

/** The credits ledger: each purchase or refund is a record consumed in expiry order. */
export const creditRecords = sqliteTable(
  "credit_records",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    origin: text("origin", { enum: ["purchase", "booking", "refund"] }).notNull(),
    serviceName: text("service_name").notNull().default(""),
    originalCreditNumber: integer("original_credit_number").notNull(),
    usedCredits: integer("used_credits").notNull().default(0),
    creditRealPrice: integer("credit_real_price").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("credit_records_user").on(t.userId)],
);

export const authSliders = sqliteTable("auth_sliders", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  image1: text("image_1").notNull(),
  image2: text("image_2").notNull(),
  image3: text("image_3").notNull(),
  description1: text("description_1").notNull(),
  description2: text("description_2").notNull(),
});

export const banners = sqliteTable("banners", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  headerImage: text("header_image").notNull(),
  headerTitle: text("header_title").notNull(),
  headerSubTitle: text("header_sub_title").notNull(),
  footerImage: text("footer_image").notNull(),
  footerTitle: text("footer_title").notNull(),
});

export const homeConfigs = sqliteTable("home_configs", {
  id: integer("id").primaryKey(),
  displayBasicService: integer("display_basic_service", { mode: "boolean" }).notNull(),
  displayCustomService: integer("display_custom_service", { mode: "boolean" }).notNull(),
});

export const modalConfigs = sqliteTable("modal_configs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  type: text("type", { enum: ["promo", "choice"] }).notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  /** JSON of the 'personnalise' and 'standard' entries of the choice modal. */
  choices: text("choices"),
});

export const termsPolicies = sqliteTable("terms_policies", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  type: text("type", { enum: ["CGU", "PRIVACY"] }).notNull(),
  fileUrl: text("file_url").notNull(),
});

export const integerSettings = sqliteTable("integer_settings", {
  key: text("key").primaryKey(),
  value: integer("value").notNull(),
});

/** Demo mode's mailbox: what would have left by SMTP (read at GET /api/dev/mail). */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
  /** The attached file's name, if the mail had one. */
  attachmentName: text("attachment_name"),
});

/**
 * Every mail to send, kept until the mailer took it: a failed send is tried again later, a restart
 * loses nothing. A row is taken by one process at a time (`leaseUntil`), then marked sent.
 */
export const mailQueue = sqliteTable(
  "mail_queue",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachmentContent: text("attachment_content"),
    /** A mail that must exist once (a booking's reminder): a second one is refused by the database. */
    onceKey: text("once_key"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("mail_queue_once").on(t.onceKey),
    index("mail_queue_due").on(t.sentAt, t.nextAttemptAt),
  ],
);

/** Bookable time slots of a service, generated from the opening hours. Dakar keeps UTC all year. */
export const slots = sqliteTable(
  "slots",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    date: text("date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    /** Start instant, for range queries and the cut-offs. */
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    capacity: integer("capacity").notNull(),
    pctDiscount: integer("pct_discount").notNull().default(0),
    allowsPrivate: integer("allows_private", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [uniqueIndex("slots_service_start").on(t.serviceId, t.startsAt), index("slots_date").on(t.date)],
);

export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    slotId: integer("slot_id")
      .notNull()
      .references(() => slots.id),
    numberPerson: integer("number_person").notNull(),
    privateOption: integer("private_option", { mode: "boolean" }).notNull(),
    price: integer("price").notNull(),
    creditPrice: integer("credit_price").notNull(),
    /**
     * What a cancellation gives back in credits when the booking was paid in money (Wave, Orange
     * Money): what `price` was worth in credits at the service's own rate when it was booked, rounded
     * down. `creditPrice` rounds a discounted figure to the nearest, so it can be worth more than
     * the XOF paid; this never is. Set with the price. (Bookings older than the column were filled
     * at the rate of the day, kept between `creditPrice` − 1 and `creditPrice`.)
     */
    moneyRefundCredits: integer("money_refund_credits").notNull().default(0),
    paymentStatus: text("payment_status", { enum: ["pending", "paid", "failed"] })
      .notNull()
      .default("pending"),
    paymentMethod: text("payment_method"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** An unconfirmed booking holds its places until then. */
    holdUntil: integer("hold_until", { mode: "timestamp_ms" }).notNull(),
    /** Set once a payment method is confirmed: the booking is then 'validated'. */
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("bookings_slot").on(t.slotId), index("bookings_user").on(t.userId)],
);

export const creditPacks = sqliteTable("credit_packs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  creditNumber: integer("credit_number").notNull(),
  realPrice: integer("real_price").notNull(),
  validityDays: integer("validity_days").notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
});

export const bookingMethods = sqliteTable("booking_methods", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code", { enum: ["PAY01", "PAY02", "PAY03", "PAY04"] }).notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  displayOnBooking: integer("display_on_booking", { mode: "boolean" }).notNull(),
  displayOnPack: integer("display_on_pack", { mode: "boolean" }).notNull(),
});

/** Each change of a member's balance: purchases, debits for bookings, refunds. */
export const creditMovements = sqliteTable(
  "credit_movements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    delta: integer("delta").notNull(),
    bookingId: integer("booking_id"),
    /** The record a debit came from, or the record a purchase or refund created. */
    recordId: integer("record_id").references(() => creditRecords.id),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("credit_movements_user").on(t.userId), index("credit_movements_booking").on(t.bookingId)],
);

/** Payments through a provider (the sandbox here): Orange Money QR or the wallet's hosted checkout. */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    purpose: text("purpose", { enum: ["booking", "pack"] }).notNull(),
    objectId: integer("object_id").notNull(),
    method: text("method", { enum: ["PAY03", "PAY04"] }).notNull(),
    amount: integer("amount").notNull(),
    /**
     * `voided`: replaced by another payment of the same booking or pack, or its booking cancelled;
     * `refunded`: the provider took the money for a voided payment or a booking already settled,
     * and it was given back.
     */
    status: text("status", { enum: ["pending", "success", "failed", "voided", "refunded"] })
      .notNull()
      .default("pending"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    settledAt: integer("settled_at", { mode: "timestamp_ms" }),
    /** Who takes the money: kept per payment, so a change of configuration leaves open ones alone. */
    provider: text("provider", { enum: ["sandbox", "orange-money", "wave"] })
      .notNull()
      .default("sandbox"),
    /** The provider's own id of this attempt: Orange Money's qrId, Wave's checkout session id. */
    providerRef: text("provider_ref"),
    /** Where the wallet's checkout opens (Wave's launch URL), kept for a replayed request. */
    launchUrl: text("launch_url"),
    /** When the provider was last asked about this payment (polls and reconciliation). */
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
    /** A refunded payment's money: `due` to the provider's refund API, `sent` there, `manual` by the centre. */
    refundState: text("refund_state", { enum: ["due", "sent", "manual"] }),
    /**
     * A refunded payment's money, in XOF: what the provider received, which may not be `amount`;
     * null when the provider gave it in something other than whole XOF (the centre reads it there).
     */
    refundAmount: integer("refund_amount"),
    /**
     * A pack's payment: the pack as it stood at checkout (its price is `amount`). Its success grants
     * exactly this, whatever the pack has become since.
     */
    packName: text("pack_name"),
    packCredits: integer("pack_credits"),
    packValidityDays: integer("pack_validity_days"),
  },
  (t) => [index("payments_user").on(t.userId), index("payments_pending").on(t.status, t.expiresAt)],
);

/**
 * Each provider transaction seen, once: a replayed webhook, a callback and a poll that report the
 * same transaction find it here and change nothing more.
 */
export const providerReceipts = sqliteTable(
  "provider_receipts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider", { enum: ["sandbox", "orange-money", "wave"] }).notNull(),
    transactionId: text("transaction_id").notNull(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id),
    outcome: text("outcome", { enum: ["success", "failed"] }).notNull(),
    amount: integer("amount"),
    receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("provider_receipts_transaction").on(t.provider, t.transactionId)],
);

/** First answers of idempotent writes, replayed for the same key. */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    key: text("key").notNull(),
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    body: text("body").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("idempotency_user_key").on(t.userId, t.key)],
);

/**
 * Messages of the contact form. The sender is anonymous, so the `Idempotency-Key` of a message sent
 * from the phone's outbox is kept on the message itself: a retry finds it and changes nothing.
 */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** Absent for clients that send no key. */
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
  },
  (t) => [uniqueIndex("contact_messages_idempotency_key").on(t.idempotencyKey)],
);

/**
 * Login attempts not yet followed by a success, by e-mail and client address. Written before the
 * password is hashed, so parallel guesses are counted too.
 */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    address: text("address").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_attempts_email").on(t.email, t.at)],
);

/**
 * One row, bumped by triggers (migration 0005) on every change to what a slot answer is computed
 * from: slots, bookings, services, integer settings. Every server process reads it before serving a
 * slot answer from memory, so a write made by any process, in any code path, is seen at once.
 */
export const availabilityVersion = sqliteTable("availability_version", {
  id: integer("id").primaryKey(),
  value: integer("value").notNull(),
});

export type Db = import("drizzle-orm/better-sqlite3").BetterSQLite3Database<typeof import("./schema")>;
