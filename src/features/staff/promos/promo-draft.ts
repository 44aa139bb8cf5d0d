import type { PromoInput, StaffPromo } from "../../../contract/staff/promos";
import { typedNumber } from "../../../ui/staff-refusal-fields";

/** The form's fields as typed: text, so nothing typed is lost while it is corrected. */
export type PromoDraft = {
  code: string;
  kind: "percent" | "amount";
  value: string;
  applies_to: "pack" | "booking" | "both";
  valid_from: string;
  valid_to: string;
  per_client: string;
  total_uses: string;
  is_active: boolean;
};

export const emptyPromoDraft: PromoDraft = {
  code: "",
  kind: "percent",
  value: "",
  applies_to: "both",
  valid_from: "",
  valid_to: "",
  per_client: "1",
  total_uses: "",
  is_active: true,
};

const text = (n: number | null) => (n === null ? "" : String(n));

export const draftOf = (p: StaffPromo): PromoDraft => ({
  code: p.code,
  kind: p.kind,
  value: String(p.value),
  applies_to: p.applies_to,
  valid_from: p.valid_from ?? "",
  valid_to: p.valid_to ?? "",
  per_client: text(p.per_client),
  total_uses: text(p.total_uses),
  is_active: p.is_active,
});

/** Empty means none: no date, no limit. */
const orNull = (s: string) => (s.trim() === "" ? null : s.trim());
const limitOf = (s: string) => (s.trim() === "" ? null : typedNumber(s));

export const inputOf = (d: PromoDraft): PromoInput => ({
  code: d.code,
  kind: d.kind,
  value: typedNumber(d.value),
  applies_to: d.applies_to,
  valid_from: orNull(d.valid_from),
  valid_to: orNull(d.valid_to),
  per_client: limitOf(d.per_client),
  total_uses: limitOf(d.total_uses),
  is_active: d.is_active,
});
