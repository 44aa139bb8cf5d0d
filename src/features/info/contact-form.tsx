import { type FormEvent, useEffect, useRef, useState } from "react";
import { isApiError } from "../../api/errors";
import { type Refusal, readRefusal } from "../../api/refusal";
import { contactRequestSchema } from "../../contract/contact";
import { frContact } from "../../i18n/fr-contact";
import { type FieldErrors, validateForm } from "../../lib/form-errors";
import { contactOutbox, startContactOutbox, useContactOutbox } from "../../stores/contact-outbox-browser";
import { CONTACT_SUCCESS_MS } from "../../stores/contact-outbox-policy";
import { describedControl, Field, FieldFrame, inputClass } from "../../ui/field";
import { RefusedMessages, WaitingMessages } from "./contact-outbox-notes";

type Fields = { name: string; email: string; telephone: string; subject: string; message: string };
type FieldName = keyof Fields;
const empty: Fields = { name: "", email: "", telephone: "", subject: "", message: "" };
const isEmpty = (fields: Fields) => Object.values(fields).every((value) => value.trim() === "");

export function ContactForm() {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  /** Successes shown so far (0: none on screen); a second one starts the 5 s over. */
  const [shown, setShown] = useState(0);
  const [sending, setSending] = useState(false);
  /** The refused message the form holds: sending it replaces it in the outbox. */
  const [correcting, setCorrecting] = useState<string | null>(null);
  const items = useContactOutbox((s) => s.items);
  const delivered = useContactOutbox((s) => s.delivered);
  const seenDelivered = useRef(delivered);

  // The outbox is read (and what waits is sent) as the page opens, while the network may be there.
  useEffect(() => {
    const stop = contactOutbox.watch();
    void startContactOutbox();
    return stop;
  }, []);

  useEffect(() => {
    if (shown === 0) return;
    const timer = setTimeout(() => setShown(0), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const showSuccess = () => setShown((n) => n + 1);

  // A waiting message reached the centre while the page is open.
  useEffect(() => {
    if (delivered > seenDelivered.current) setShown((n) => n + 1);
    seenDelivered.current = delivered;
  }, [delivered]);

  const refused = items.filter((item) => item.refusal !== null && item.key !== correcting);
  const next = refused[0];
  // A refused message comes back into the form with the server's reasons, never over what is typed.
  useEffect(() => {
    if (!next?.refusal || correcting || !isEmpty(fields)) return;
    setFields({ ...next.message });
    setErrors(next.refusal.fields);
    setAlert(
      Object.keys(next.refusal.fields).length > 0
        ? frContact.refusedInForm
        : (next.refusal.message ?? frContact.sendError),
    );
    setCorrecting(next.key);
  }, [next, correcting, fields]);

  // The message the form holds left the outbox elsewhere (given up in another tab, or someone else
  // signed in): its fields go too, so nobody else reads it. While sending, its copy takes its place.
  useEffect(() => {
    if (!correcting || sending || items.some((item) => item.key === correcting)) return;
    setCorrecting(null);
    setFields(empty);
    setErrors({});
    setAlert(null);
  }, [correcting, sending, items]);

  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function showRefusal(refusal: Refusal) {
    if (Object.keys(refusal.fields).length > 0) setErrors(refusal.fields);
    else setAlert(refusal.summary ?? refusal.message ?? frContact.sendError);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    // The same rules the server applies, from the contract.
    const checked = validateForm(contactRequestSchema, fields);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setSending(true);
    try {
      const result = await contactOutbox.submit(checked.value, correcting);
      // Refused, it stays in the outbox until sent corrected or given up: the form holds it now.
      setCorrecting(result.outcome === "refused" ? result.key : null);
      // Sent, or safe in the outbox and shown waiting above: the form is free for another message.
      if (result.outcome === "sent" || result.outcome === "queued") setFields(empty);
      if (result.outcome === "sent") showSuccess();
      // Otherwise everything typed stays in the form.
      else if (result.outcome === "refused") showRefusal(result.refusal);
      else if (result.outcome === "failed") {
        const { error } = result;
        if (isApiError(error) && error.kind === "http") showRefusal(readRefusal(error.data));
        else setAlert(isApiError(error) ? frContact.network : frContact.unexpected);
      }
    } catch {
      setAlert(frContact.unexpected);
    } finally {
      setSending(false);
    }
  }

  async function discard() {
    if (!correcting) return;
    await contactOutbox.discard(correcting);
    setCorrecting(null);
    setFields(empty);
    setErrors({});
    setAlert(null);
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
      <h2 className="text-xl font-bold text-brand-dark">{frContact.formTitle}</h2>
      <div aria-live="polite" className="space-y-3 empty:hidden">
        {shown > 0 && (
          <div role="status" className="rounded-2xl bg-green-50 p-4 text-green-900">
            <p className="font-semibold">{frContact.success}</p>
            <p className="text-sm">{frContact.successDetail}</p>
          </div>
        )}
        <WaitingMessages items={items.filter((item) => item.refusal === null)} />
      </div>
      <RefusedMessages items={refused} />
      {alert && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {alert}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="contact-name"
          label={frContact.name}
          autoComplete="name"
          error={errors.name}
          value={fields.name}
          onChange={set("name")}
        />
        <Field
          id="contact-email"
          label={frContact.emailField}
          type="email"
          autoComplete="email"
          error={errors.email}
          value={fields.email}
          onChange={set("email")}
        />
        <Field
          id="contact-telephone"
          label={frContact.telephone}
          type="tel"
          autoComplete="tel"
          error={errors.telephone}
          value={fields.telephone}
          onChange={set("telephone")}
        />
        <FieldFrame id="contact-subject" label={frContact.subject} error={errors.subject}>
          <select {...control("subject")}>
            <option value="">{frContact.subjectPlaceholder}</option>
            {frContact.subjects.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      <FieldFrame id="contact-message" label={frContact.message} error={errors.message}>
        <textarea rows={5} {...control("message")} />
      </FieldFrame>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? frContact.sending : frContact.send}
        </button>
        {correcting && (
          <button type="button" onClick={discard} className="btn-ghost w-full sm:w-auto" disabled={sending}>
            {frContact.discard}
          </button>
        )}
      </div>
    </form>
  );
}
