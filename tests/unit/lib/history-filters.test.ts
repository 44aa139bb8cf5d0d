import { describe, expect, it } from "vitest";
import { filterBookings, noBookingFilters } from "../../../src/lib/booking-filters";
import { defaultCustomRange, oneMonthBefore, presetRange, rangeError } from "../../../src/lib/day-range";
import { pageWindow } from "../../../src/lib/pagination";
import { bookingsSearch, searchValidator, transactionsSearch } from "../../../src/lib/search-params";
import { filterRecords, noTransactionFilters } from "../../../src/lib/transaction-filters";
import { creditRecord, historyBooking } from "../support/history-items";

const booking = historyBooking;

describe("date presets, in Dakar days", () => {
  it("today and yesterday, across a year's end", () => {
    expect(presetRange("today", "2027-01-01")).toEqual({ from: "2027-01-01", to: "2027-01-01" });
    expect(presetRange("yesterday", "2027-01-01")).toEqual({ from: "2026-12-31", to: "2026-12-31" });
    expect(presetRange("yesterday", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
  });
  it("the week from Monday, across a month's and a year's end", () => {
    // Friday 1 January 2027.
    expect(presetRange("week", "2027-01-01")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
    // A Sunday belongs to the week that began on the Monday before.
    expect(presetRange("week", "2026-03-01")).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    expect(presetRange("week", "2026-03-02")).toEqual({ from: "2026-03-02", to: "2026-03-08" });
  });
  it("the month and the year, leap years included", () => {
    expect(presetRange("month", "2028-02-15")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(presetRange("month", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(presetRange("year", "2026-12-31")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });
  it("the custom range starts one month ago, kept inside the shorter month", () => {
    expect(defaultCustomRange("2026-03-31")).toEqual({ from: "2026-02-28", to: "2026-03-31" });
    expect(oneMonthBefore("2028-03-31")).toBe("2028-02-29");
    expect(oneMonthBefore("2027-01-15")).toBe("2026-12-15");
  });
  it("a custom range needs two real days, the start not after the end", () => {
    expect(rangeError("2026-03-01", "2026-03-31")).toBeNull();
    expect(rangeError("2026-03-05", "2026-03-05")).toBeNull();
    expect(rangeError("2026-03-31", "2026-03-01")).toBe(
      "La date de début doit être antérieure à la date de fin",
    );
    expect(rangeError(undefined, "2026-03-01")).toBe("Veuillez sélectionner des dates valides");
    expect(rangeError("2026-02-30", "2026-03-01")).toBe("Veuillez sélectionner des dates valides");
  });
});

describe("the bookings' filters", () => {
  const items = [
    booking({ booking_id: 1, reserved_for: "2026-03-10" }),
    booking({
      booking_id: 2,
      service_name: "Séance de yoga",
      booking_state: "cancelled",
      reserved_for: "2026-02-27",
    }),
    booking({
      booking_id: 3,
      service_name: "Coaching",
      payment_status: "pending",
      reserved_for: "2026-03-31",
    }),
    booking({ booking_id: 4, service_name: "Pilates", payment_status: "failed", reserved_for: "2026-03-20" }),
  ];
  const ids = (f: Partial<typeof noBookingFilters>, today = "2026-03-10") =>
    filterBookings(items, { ...noBookingFilters, ...f }, today).map((b) => b.booking_id);
  it("by search, without minding accents or case, and by number", () => {
    expect(ids({ q: "SEANCE" })).toEqual([2]);
    expect(ids({ q: "3" })).toEqual([3]);
    expect(ids({ q: "massage suedois" })).toEqual([1]);
  });
  it("by state, payment and period of the session's day", () => {
    expect(ids({ state: "cancelled" })).toEqual([2]);
    expect(ids({ payment: "pending" })).toEqual([3]);
    expect(ids({ period: "month" })).toEqual([1, 3, 4]);
    expect(ids({ period: "custom", from: "2026-02-27", to: "2026-03-10" })).toEqual([1, 2]);
    // A custom range that cannot apply filters nothing out.
    expect(ids({ period: "custom", from: "2026-03-31", to: "2026-03-01" })).toEqual([1, 2, 3, 4]);
  });
  it("'unpaid': waiting for a payment or failed, where the refusal of a 4th unpaid booking leads", () => {
    expect(ids({ payment: "unpaid" })).toEqual([3, 4]);
    expect(ids({ payment: "failed" })).toEqual([4]);
  });
});

describe("the transactions' filters", () => {
  const record = creditRecord;

  const records = [
    record({ id: 1 }),
    record({ id: 2, origin: "booking", service_name: "Pilates", date_add: "2026-03-12T23:59:30.000Z" }),
    record({ id: 3, origin: "refund", service_name: "Pilates", is_expired: true, date_add: "not a date" }),
  ];
  const ids = (f: Partial<typeof noTransactionFilters>) =>
    filterRecords(records, { ...noTransactionFilters, ...f }, "Pack").map((r) => r.id);
  it("the end day counts until its last second; each end is optional", () => {
    expect(ids({ to: "2026-03-12" })).toEqual([1, 2]);
    expect(ids({ to: "2026-03-11" })).toEqual([1]);
    expect(ids({ from: "2026-03-11" })).toEqual([2]);
  });
  it("by origin, status, and a search that finds 'Pack' for a record without service", () => {
    expect(ids({ origin: "refund" })).toEqual([3]);
    expect(ids({ status: "expired" })).toEqual([3]);
    expect(ids({ status: "active" })).toEqual([1, 2]);
    expect(ids({ q: "pack" })).toEqual([1]);
  });
});

describe("filters in the URL", () => {
  it("drops a custom period that cannot apply: a day missing or the start after the end", () => {
    const read = searchValidator(bookingsSearch);
    for (const range of [
      { from: "2026-03-01" },
      { to: "2026-03-01" },
      { from: "2026-03-31", to: "2026-03-01" },
    ])
      expect(read({ state: "upcoming", period: "custom", ...range })).toMatchObject({
        state: "upcoming",
        period: undefined,
        from: undefined,
        to: undefined,
      });
  });

  it("keeps what is valid and drops the rest", () => {
    const read = searchValidator(bookingsSearch);
    expect(
      read({
        state: "cancelled",
        payment: "paid",
        period: "custom",
        from: "2026-03-01",
        to: "2026-03-31",
        page: "2",
      }),
    ).toEqual({
      state: "cancelled",
      payment: "paid",
      period: "custom",
      from: "2026-03-01",
      to: "2026-03-31",
      page: 2,
    });
    expect(read({ state: "done", payment: 3, period: "decade", from: "2026-02-30", page: "-1" })).toEqual({});
    expect(
      searchValidator(transactionsSearch)({ origin: "gift", status: "expired", to: "2026-03-31" }),
    ).toEqual({
      status: "expired",
      to: "2026-03-31",
    });
  });
});

describe("pagination window", () => {
  // 100 bookings at 9 a page make 12 pages: a window of 5, the first and the last, gaps between.
  it("5 pages around the current one, the first, the last and gaps", () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, "gap", 12]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8, "gap", 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});
