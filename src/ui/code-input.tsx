/**
 * A code typed by a member (a promo code, a gift code): shown in capitals, never completed by the
 * browser, said invalid with the message of `${id}-error` when there is one.
 */
export function CodeInput({
  id,
  value,
  error,
  placeholder,
  roomy = false,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  placeholder?: string;
  /** Taller, for a form of its own (not a line inside another). */
  roomy?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <input
      id={id}
      value={value}
      maxLength={40}
      autoCapitalize="characters"
      autoComplete="off"
      placeholder={placeholder}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`min-w-0 flex-1 rounded-xl border border-black/15 bg-white px-4 uppercase aria-[invalid=true]:border-red-600 ${roomy ? "py-3" : "py-2.5"}`}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
