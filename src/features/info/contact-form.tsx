import { type FormEvent, useEffect, useState } from "react";
import { isApiError } from "../../api/errors";
import { sendContactMessage } from "../../api/notifications";
import { readRefusal } from "../../api/refusal";
import { contactRequestSchema } from "../../contract/contact";
import { fr } from "../../i18n/fr";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { describedControl, Field, FieldFrame, inputClass } from "../../ui/field";

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

  const control = (name: FieldName) => ({
    ...describedControl(`contact-${name}`, errors[name]),
    value: fields[name],
    onChange: set(name),
    className: inputClass,
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
        <Field
          id="contact-name"
          label={fr.contact.name}
          autoComplete="name"
          error={errors.name}
          value={fields.name}
          onChange={set("name")}
        />
        <Field
          id="contact-email"
          label={fr.contact.emailField}
          type="email"
          autoComplete="email"
          error={errors.email}
          value={fields.email}
          onChange={set("email")}
        />
        <Field
          id="contact-telephone"
          label={fr.contact.telephone}
          type="tel"
          autoComplete="tel"
          error={errors.telephone}
          value={fields.telephone}
          onChange={set("telephone")}
        />
        <FieldFrame id="contact-subject" label={fr.contact.subject} error={errors.subject}>
          <select {...control("subject")}>
            <option value="">{fr.contact.subjectPlaceholder}</option>
            {fr.contact.subjects.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      <FieldFrame id="contact-message" label={fr.contact.message} error={errors.message}>
        <textarea rows={5} {...control("message")} />
      </FieldFrame>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? fr.contact.sending : fr.contact.send}
      </button>
    </form>
  );
}
