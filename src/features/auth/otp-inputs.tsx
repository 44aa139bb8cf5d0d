import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";
import { frAuth } from "../../i18n/fr-auth";
import { pastedDigits } from "../../lib/pasted-digits";

type Props = {
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid: boolean;
  describedBy?: string | undefined;
};

/** Four single-digit boxes: auto-advance, backspace to the previous box, paste of up to 4 digits. */
export function OtpInputs({ digits, onChange, invalid, describedBy }: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(3, i))]?.focus();

  const setAt = (i: number, value: string) => {
    const next = [...digits];
    next[i] = value;
    onChange(next);
  };
  const onInput = (i: number, raw: string) => {
    const typed = raw.replace(/\D/g, "");
    if (typed.length > 1) return fill(i, typed);
    setAt(i, typed);
    if (typed) focus(i + 1);
  };
  const fill = (from: number, text: string) => {
    const incoming = pastedDigits(text);
    if (!incoming.length) return;
    const next = [...digits];
    incoming.forEach((d, k) => {
      if (from + k < 4) next[from + k] = d;
    });
    onChange(next);
    focus(from + incoming.length);
  };
  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[i] && i > 0) {
      event.preventDefault();
      setAt(i - 1, "");
      focus(i - 1);
    }
    if (event.key === "ArrowLeft") focus(i - 1);
    if (event.key === "ArrowRight") focus(i + 1);
  };
  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(i, event.clipboardData.getData("text"));
  };

  return (
    <div className="flex justify-center gap-3">
      {[0, 1, 2, 3].map((i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={digits[i] ?? ""}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          maxLength={i === 0 ? 4 : 1}
          aria-label={frAuth.otpDigit(i + 1)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="size-14 rounded-2xl border border-black/15 bg-white text-center text-2xl font-bold aria-[invalid=true]:border-red-600 sm:size-16"
        />
      ))}
    </div>
  );
}
