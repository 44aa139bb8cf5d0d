import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BookingCard } from "../../src/features/bookings/booking-card";
import { refundText } from "../../src/features/bookings/cancel-dialog";
import { historyPaymentRequest, unpaidNote } from "../../src/features/bookings/pay-button";
import { historyBooking } from "../unit/support/history-items";

const nb = (s: string | null) => (s ?? "").replace(/[\u00a0\u202f]/g, " ");
const allowed = { allowed: true, until: null, reason: "" } as never;

describe("where the money of a booking goes, on Mes réservations", () => {
  it("a cancelled paid booking reads 'Remboursé · N crédits', never 'Payé'", () => {
    const item = historyBooking({
      booking_state: "cancelled",
      payment_method: "PAY04",
      refund_credits: 0,
      refunded_credits: 22,
    });
    render(<BookingCard item={item} decision={allowed} onCancel={() => undefined} />);
    const card = nb(screen.getByRole("article").textContent);
    expect(card).toContain("Remboursé · 22 crédits");
    expect(card).not.toContain("Payé");
  });

  it("the cancel dialog says what comes back, and for mobile money as credits for 365 days", () => {
    expect(nb(refundText(historyBooking({ payment_method: "PAY02", refund_credits: 25 })))).toBe(
      "Vos 25 crédits vous seront rendus à votre solde.",
    );
    expect(nb(refundText(historyBooking({ payment_method: "PAY04", refund_credits: 22 })))).toBe(
      "Payée par Orange Money, elle vous est remboursée en crédits, pas en XOF : 22 crédits, valables 365 jours.",
    );
    // Paid at the desk: « sur place », not « par Sur place ».
    expect(nb(refundText(historyBooking({ payment_method: "PAY01", refund_credits: 8 })))).toBe(
      "Payée sur place, elle vous est remboursée en crédits, pas en XOF : 8 crédits, valables 365 jours.",
    );
    expect(refundText(historyBooking({ payment_status: "pending", payment_method: "PAY01" }))).toBeNull();
  });

  it("a failed payment reads as such and is tried again the same way; a venue booking is offered online", () => {
    const failed = historyBooking({ payment_status: "failed", payment_method: "PAY04" });
    expect(unpaidNote(failed)).toBe("Le paiement par Orange Money a échoué. Aucun montant n'a été débité.");
    expect(historyPaymentRequest(failed)).toMatchObject({
      preferred: "PAY04",
      current: "PAY04",
      // Paid from here too, the confirmation page can add the session to the calendar.
      session: { day: "2026-03-10", start: "10:00:00", end: "11:00:00" },
    });
    render(<BookingCard item={failed} decision={allowed} onCancel={() => undefined} />);
    expect(screen.getByRole("button", { name: "Réessayer le paiement" })).toBeTruthy();
    const venue = historyBooking({ payment_status: "pending", payment_method: "PAY01", price: 8000 });
    expect(historyPaymentRequest(venue)).toMatchObject({
      preferred: "PAY02",
      current: "PAY01",
      total: { price: 8000, credit_price: 25 },
    });
  });
});

describe("attendance on Mes réservations", () => {
  it("a past booking the desk marked reads 'Présent' or 'Absent'; without a mark, or not yet past, nothing", () => {
    const { unmount } = render(
      <BookingCard
        item={historyBooking({ booking_state: "past", attendance: "present" })}
        decision={allowed}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText("Présent").dataset.attendance).toBe("present");
    unmount();
    const absent = render(
      <BookingCard
        item={historyBooking({ booking_state: "past", attendance: "absent" })}
        decision={allowed}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText("Absent")).toBeTruthy();
    absent.unmount();
    for (const item of [
      historyBooking({ booking_state: "past", attendance: null }),
      historyBooking({ booking_state: "past" }),
      historyBooking({ booking_state: "upcoming", attendance: "present" }),
    ]) {
      const view = render(<BookingCard item={item} decision={allowed} onCancel={() => undefined} />);
      expect(view.container.querySelector("[data-attendance]")).toBeNull();
      view.unmount();
    }
  });
});
