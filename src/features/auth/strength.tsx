import { passwordCriteria, requiredCriteria } from "../../contract/forms";
import { frAuth } from "../../i18n/fr-auth";
import { registerStrength, resetStrength } from "../../lib/password-strength";

const colors = ["bg-red-600", "bg-orange-500", "bg-yellow-500", "bg-lime-600", "bg-green-700"];

/** Register: 4 bars and the label (Très faible to Très fort). */
export function RegisterStrengthMeter({ password }: { password: string }) {
  const { score, label } = registerStrength(password);
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((i) => (
          <span
            key={i}
            className={`h-1.5 flex-1 rounded-full ${i <= score ? colors[score] : "bg-black/10"}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-ink/70">
        {frAuth.strength} : <strong>{label}</strong>
      </p>
    </div>
  );
}

/** What a new password must contain, ticked as it is typed: the same list on every form. */
export function PasswordChecklist({ password }: { password: string }) {
  const met = passwordCriteria(password);
  return (
    <div className="mt-2 text-sm">
      <p className="text-ink/70">{frAuth.mustContain}</p>
      <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-3">
        {requiredCriteria.map((key) => (
          <li key={key} className={met[key] ? "text-green-800" : "text-ink/70"}>
            <span aria-hidden="true">{met[key] ? "✓" : "○"}</span> {frAuth.criteria[key]}
            <span className="sr-only"> : {met[key] ? frAuth.criterionMet : frAuth.criterionMissing}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Reset: a bar out of the five criteria, and what the password must contain. */
export function ResetStrength({ password }: { password: string }) {
  const { score } = resetStrength(password);
  return (
    <div className="mt-2 space-y-2">
      <div className="h-1.5 overflow-hidden rounded-full bg-black/10" aria-hidden="true">
        <div
          className={`h-full ${colors[Math.max(0, score - 1)]} transition-all`}
          style={{ width: `${(score / 5) * 100}%` }}
        />
      </div>
      <PasswordChecklist password={password} />
    </div>
  );
}
