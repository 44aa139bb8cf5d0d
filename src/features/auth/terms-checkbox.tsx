import { frAuth } from "../../i18n/fr-auth";
import { useDocuments } from "../../queries/site-config";

/** « J'accepte les conditions… », with the link to read them when the centre has published them. */
export function TermsCheckbox({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const cgu = useDocuments().find((d) => d.type === "CGU");
  return (
    <div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          id="register-terms"
          checked={checked}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? "terms-error" : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 size-5 accent-[var(--color-brand)]"
        />
        <span>
          {frAuth.acceptTerms}
          {cgu && (
            <>
              {" "}
              (
              <a href={cgu.file_url} target="_blank" rel="noopener" className="text-brand underline">
                {frAuth.termsLink}
              </a>
              )
            </>
          )}
        </span>
      </label>
      {error && (
        <p id="terms-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
