import { initials } from "../lib/names";

const sizes = {
  sm: { box: "size-9", text: "text-sm", px: 36 },
  lg: { box: "size-20", text: "text-2xl", px: 80 },
} as const;

type Props = {
  picture: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  size?: keyof typeof sizes;
};

/** The member's picture, or their initials ('UV' without a name) on the deep accent colour. */
export function Avatar({ picture, firstName, lastName, size = "sm" }: Props) {
  const { box, text, px } = sizes[size];
  if (picture) {
    return (
      <img
        src={picture}
        alt=""
        width={px}
        height={px}
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      className={`${box} grid shrink-0 place-items-center rounded-full bg-accent-dark ${text} font-bold text-white`}
      aria-hidden="true"
    >
      {initials(firstName, lastName)}
    </span>
  );
}
