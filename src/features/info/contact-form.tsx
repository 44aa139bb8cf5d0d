import { type FormEvent, useEffect, useState } from "react";
import { isApiError, readRefusal } from "../../api/errors";
import { sendContactMessage } from "../../api/notifications";
import { contactRequestSchema } from "../../contract/contact";
import { fr } from "../../i18n/fr";
import { type FieldErrors, validateForm } from "../../lib/form-errors";

type Fields = { name: string; email: string; telephone: string; subject: string; message: string };
type FieldName = keyof Fields;
const empty: Fields = { name: "", email: "", telephone: "", subject: "", message: "" };
export const CONTACT_SUCCESS_MS = 5000;

export function ContactForm() {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    // The same rules the server applies, from the contract.
    const checked = validateForm(contactRequestSchema, fields);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setSending(true);
    try {
      await sendContactMessage(checked.value);
      setFields(empty);
      setSent(true);
    } catch (error) {
      // Everything typed stays in the form.
      if (isApiError(error) && error.kind === "network") setAlert(fr.contact.network);
      else if (isApiError(error) && error.kind === "http") {
        const refusal = readRefusal(error.data);
        if (Object.keys(refusal.fields).length > 0) setErrors(refusal.fields);
        else setAlert(refusal.summary ?? refusal.message ?? fr.contact.sendError);
      } else setAlert(fr.contact.unexpected);
    } finally {
      setSending(false);
    }
  }

  const input =
    "mt-1 w-full rounded-xl border border-black/15 bg-white px-4 py-3 aria-[invalid=true]:border-red-600";
  const field = (name: FieldName, label: string, control: React.ReactNode) => (
    <div>
      <label htmlFor={`contact-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {control}
      {errors[name] && (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const aria = (name: FieldName) => ({
    id: `contact-${name}`,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8"
    >
      <h2 className="text-xl font-bold text-brand-dark">{fr.contact.formTitle}</h2>
      <div aria-live="polite">
        {sent && (
          <div role="status" className="rounded-2xl bg-green-50 p-4 text-green-900">
            <p className="font-semibold">{fr.contact.success}</p>
            <p className="text-sm">{fr.contact.successDetail}</p>
          </div>
        )}
      </div>
      {alert && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {alert}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "name",
          fr.contact.name,
          <input
            {...aria("name")}
            autoComplete="name"
            value={fields.name}
            onChange={set("name")}
            className={input}
          />,
        )}
        {field(
          "email",
          fr.contact.emailField,
          <input
            {...aria("email")}
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set("email")}
            className={input}
          />,
        )}
        {field(
          "telephone",
          fr.contact.telephone,
          <input
            {...aria("telephone")}
            type="tel"
            autoComplete="tel"
            value={fields.telephone}
            onChange={set("telephone")}
            className={input}
          />,
        )}
        {field(
          "subject",
          fr.contact.subject,
          <select {...aria("subject")} value={fields.subject} onChange={set("subject")} className={input}>
            <option value="">{fr.contact.subjectPlaceholder}</option>
            {fr.contact.subjects.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        "message",
        fr.contact.message,
        <textarea
          {...aria("message")}
          rows={5}
          value={fields.message}
          onChange={set("message")}
          className={input}
        />,
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? fr.contact.sending : fr.contact.send}
      </button>
    </form>
  );
}
