import type { ColumnType, Generated } from "kysely";

/** The services, the opening hours and slots they are booked on, and the bookings. */

export type Staffing = "session" | "booking" | "person";

export type ServicesTable = {
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
   * Who a session takes (`0028_people_and_rooms`): `session`, a class (one practitioner and one room
   * for all its bookings); `booking`, one practitioner and one room per booking; `person`, one
   * practitioner per person (a duo: two) and one room.
   */
  staffing: Generated<Staffing>;
  /**
   * The searched fields as a search reads them (lower case, no accents: `foldForSearch`), written
   * with the service, so a plain LIKE finds « Préparation » from « preparation » on any database.
   */
  nameSearch: Generated<string>;
  descriptionSearch: Generated<string>;
  shortDescriptionSearch: Generated<string>;
};

/** Bookable time slots of a service, generated from the opening hours. Dakar keeps UTC all year. */
export type SlotsTable = {
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
export type ScheduleWeekdaysTable = { weekday: number; ranges: string; allowsPrivate: Generated<boolean> };

/** `first_slot`: the day's first slot of each service; `time_range`: slots starting in [from, to). */
export type DiscountRulesTable = {
  id: Generated<number>;
  weekday: number;
  kind: "first_slot" | "time_range";
  fromMinute: number | null;
  toMinute: number | null;
  percent: number;
};

export type BookingsTable = {
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
  /** The room it takes (null: its service needs none, or booked before rooms existed). */
  roomId: number | null;
  /** The practitioner the client chose (kept on a move or a late payment while free); null: assigned. */
  chosenPractitionerId: number | null;
};
