import { type ReactNode, useId } from "react";
import type { PublicPractitioner } from "../contract/practitioners";
import { frPractitioners } from "../i18n/fr-practitioners";
import { Avatar } from "./avatar";

type Props = {
  practitioners: readonly PublicPractitioner[];
  /** The chosen one's id; null: « Sans préférence ». */
  value: number | null;
  onChange: (chosen: PublicPractitioner | null) => void;
  /**
   * Two columns from 640 px (the wizard); one in a narrow side panel (the service page); `compact`:
   * names only, several a line (the desk knows its people, and needs the times in sight).
   */
  layout?: "one" | "two" | "compact";
  /** « Votre praticien » for a client; the desk names it its own way. */
  legend?: string;
  /** The id of a message about the choice (a refusal), said with the group. */
  describedBy?: string | undefined;
};

const grids = {
  one: "",
  two: "sm:grid-cols-2",
  // As many columns as fit the box (a dialog, a page), never one too narrow for a name.
  compact: "grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]",
} as const;

const optionClass =
  "flex min-h-14 cursor-pointer gap-3 rounded-2xl bg-white p-3 ring-1 ring-black/10 transition " +
  "has-checked:bg-brand/5 has-checked:ring-2 has-checked:ring-brand has-focus-visible:outline-2 " +
  "has-focus-visible:outline-offset-2 has-focus-visible:outline-brand hover:ring-brand/40";

function Option({
  name,
  checked,
  onChoose,
  face,
  title,
  text,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  face: ReactNode;
  title: string;
  text: string;
}) {
  const textId = useId();
  return (
    <label className={`${optionClass} ${text ? "items-start" : "items-center"}`}>
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        aria-describedby={text ? textId : undefined}
        className="sr-only"
      />
      {face}
      <span className="min-w-0 flex-1">
        <span className="flex items-center justify-between gap-2 font-semibold text-brand-dark">
          {title}
          <span
            aria-hidden="true"
            className={`grid size-5 shrink-0 place-items-center rounded-full ring-2 ${checked ? "bg-brand ring-brand" : "ring-black/25"}`}
          >
            {checked && <span className="size-2 rounded-full bg-white" />}
          </span>
        </span>
        {text && (
          <span id={textId} className="mt-0.5 line-clamp-3 block text-sm text-ink/70">
            {text}
          </span>
        )}
      </span>
    </label>
  );
}

/**
 * Who takes the session: « Sans préférence » (the centre assigns the least busy one), or one of the
 * practitioners delivering the service, with their photo and short bio. A native radio group: Tab
 * reaches it, the arrows move the choice, a screen reader says the legend and each bio.
 */
export function PractitionerChoice(props: Props) {
  const { practitioners, value, onChange, layout = "two", legend = frPractitioners.legend } = props;
  const compact = layout === "compact";
  const name = useId();
  const t = frPractitioners;
  return (
    <fieldset className="min-w-0" aria-describedby={props.describedBy}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={`grid gap-2 ${grids[layout]}`}>
        <Option
          name={name}
          checked={value === null}
          onChoose={() => onChange(null)}
          face={
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-sand text-lg text-brand-dark"
            >
              ✦
            </span>
          }
          title={t.noPreference}
          text={compact ? "" : t.noPreferenceHint}
        />
        {practitioners.map((p) => (
          <Option
            key={p.id}
            name={name}
            checked={value === p.id}
            onChoose={() => onChange(p)}
            face={<Avatar picture={p.photo || null} firstName={p.first_name} />}
            title={p.first_name}
            text={compact ? "" : p.bio}
          />
        ))}
      </div>
    </fieldset>
  );
}
