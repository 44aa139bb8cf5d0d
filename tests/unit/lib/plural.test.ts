import { describe, expect, it } from "vitest";
import { frReservation } from "../../../src/i18n/fr-reservation";
import { frStaff } from "../../../src/i18n/fr-staff";
import { formatCredits } from "../../../src/lib/format";
import { counted, plural } from "../../../src/lib/plural";

describe("French counts", () => {
  it("keep the singular under 2 and take the plural from 2", () => {
    expect([0, 1, -1, 2, 10].map((n) => counted(n, "personne"))).toEqual([
      "0 personne",
      "1 personne",
      "-1 personne",
      "2 personnes",
      "10 personnes",
    ]);
    expect(counted(3, "créneau", "créneaux")).toBe("3 créneaux");
    expect(plural(1, "libre")).toBe("libre");
  });

  it("are what screen readers say of one person or one place", () => {
    expect(frStaff.agenda.freeSlotLabel("09:00", 1)).toBe("09:00, 1 place libre");
    expect(frStaff.agenda.freeSlotLabel("09:00", 4)).toBe("09:00, 4 places libres");
    expect(frStaff.agenda.bookedLabel(1, 1)).toBe("1 personne réservée sur 1 place");
    expect(frStaff.agenda.bookedLabel(2, 6)).toBe("2 personnes réservées sur 6 places");
    expect(frStaff.takings.personsCount(1, 1)).toBe("1 réservation · 1 personne");
    expect(frReservation.placesLeft(1)).toBe("1 place");
    expect(formatCredits(1)).toBe("1\u00a0crédit");
  });
});
