import { type KeyboardEvent, useRef } from "react";

export type SegmentedOption<T extends string> = {
  value: T;
  label: string;
  /** Greyed, not chosen by a tap nor by the arrows; its reason is said by the screen beside it. */
  disabled?: boolean;
  /** The id of the text that says why it is greyed. */
  describedBy?: string | undefined;
};

/**
 * A choice between a few options as one bar of buttons (« E-mail » / « Téléphone »): each says
 * whether it is the chosen one (`aria-pressed`); Tab reaches them, the arrows move the choice.
 */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  size = "md",
}: {
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: "md" | "sm";
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (index: number, event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    for (let k = 1; k < options.length; k++) {
      const next = (index + step * k + options.length) % options.length;
      const option = options[next];
      if (option && !option.disabled) {
        onChange(option.value);
        buttons.current[next]?.focus();
        return;
      }
    }
  };
  return (
    <fieldset className="flex w-full min-w-0 rounded-2xl bg-brand/5 p-1 ring-1 ring-brand/15">
      <legend className="sr-only">{label}</legend>
      {options.map((option, index) => {
        const chosen = option.value === value;
        return (
          <button
            key={option.value}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            aria-pressed={chosen}
            disabled={option.disabled}
            aria-describedby={option.describedBy}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            className={`flex-1 rounded-xl px-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-ink/35 ${size === "sm" ? "min-h-10 text-sm" : "min-h-11"} ${chosen ? "bg-white text-brand-dark shadow-sm ring-1 ring-black/10" : "text-ink/70 hover:bg-white/60 hover:text-brand-dark disabled:hover:bg-transparent"}`}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
