import type { Staffing, StaffService } from "../../../contract/staff/catalogue";
import { typedNumber } from "../../../ui/staff-refusal-fields";

/** What the form holds: numbers as typed, so nothing is lost or rewritten while typing. */
export type Draft = {
  name: string;
  type: "basic" | "custom";
  price: string;
  credit_price: string;
  duration: string;
  nb_person_max_per_booking: string;
  slot_capacity: string;
  staffing: Staffing;
  can_have_private_option: boolean;
  private_option_price: string;
  private_option_credit_price: string;
  short_description: string;
  short_resume: string;
  description: string;
};
export type NumberKey =
  | "price"
  | "credit_price"
  | "duration"
  | "nb_person_max_per_booking"
  | "slot_capacity"
  | "private_option_price"
  | "private_option_credit_price";

export const emptyDraft: Draft = {
  name: "",
  type: "basic",
  price: "",
  credit_price: "",
  duration: "60",
  nb_person_max_per_booking: "1",
  slot_capacity: "1",
  staffing: "booking",
  can_have_private_option: false,
  private_option_price: "",
  private_option_credit_price: "",
  short_description: "",
  short_resume: "",
  description: "",
};

export const draftOf = (s: StaffService): Draft => ({
  name: s.name,
  type: s.type,
  price: String(s.price),
  credit_price: String(s.credit_price),
  duration: String(s.duration),
  nb_person_max_per_booking: String(s.nb_person_max_per_booking),
  slot_capacity: String(s.slot_capacity),
  staffing: s.staffing,
  can_have_private_option: s.can_have_private_option,
  private_option_price: String(s.private_option_price),
  private_option_credit_price: String(s.private_option_credit_price),
  short_description: s.short_description,
  short_resume: s.short_resume,
  description: s.description,
});

/** The draft as the contract reads it; the private prices are left out when the option is not offered. */
export const inputOf = (d: Draft) => ({
  ...d,
  price: typedNumber(d.price),
  credit_price: typedNumber(d.credit_price),
  duration: typedNumber(d.duration),
  nb_person_max_per_booking: typedNumber(d.nb_person_max_per_booking),
  slot_capacity: typedNumber(d.slot_capacity),
  private_option_price:
    d.can_have_private_option && d.private_option_price.trim() !== ""
      ? typedNumber(d.private_option_price)
      : null,
  private_option_credit_price:
    d.can_have_private_option && d.private_option_credit_price.trim() !== ""
      ? typedNumber(d.private_option_credit_price)
      : null,
});
