import { frPhone } from "../../i18n/fr-phone";
import { SegmentedChoice } from "../../ui/segmented-choice";

/** How a member names their account: an e-mail or a phone number. */
export type SignInWay = "email" | "phone";

const ways = [
  { value: "email", label: frPhone.withEmail },
  { value: "phone", label: frPhone.withPhone },
] as const;

/** « E-mail » / « Téléphone » above the sign-in, sign-up and forgotten-password forms. */
export function SignInWaySwitch({
  label,
  way,
  onChange,
}: {
  label: string;
  way: SignInWay;
  onChange: (way: SignInWay) => void;
}) {
  return <SegmentedChoice label={label} options={ways} value={way} onChange={onChange} />;
}
