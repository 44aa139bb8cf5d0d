import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import * as v from "valibot";
import { isApiError } from "../../../api/errors";
import { readRefusal } from "../../../api/refusal";
import { actionFailure } from "../../../api/staff";
import { editClientRecord } from "../../../api/staff-client-record";
import { clientEditSchema } from "../../../contract/staff/client-record";
import type { ClientDetail } from "../../../contract/staff/clients";
import { duplicateClientSchema } from "../../../contract/staff/desk-booking";
import { frStaff } from "../../../i18n/fr-staff";
import { validateForm } from "../../../lib/form-errors";
import { displayPhone } from "../../../lib/phone";
import { toastStore } from "../../../stores/toasts";
import { DeskDialog } from "../../../ui/desk-dialog";
import { Field } from "../../../ui/field";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

const t = frStaff.editClient;

type Client = ClientDetail["client"];
type Props = { client: Client; version: string; open: boolean; onClose: () => void; onChanged: () => void };

/** The form's fields, as typed: every one a text, the phone as people read it. */
const typed = (c: Client) => ({
  first_name: c.first_name,
  last_name: c.last_name,
  telephone_number: c.telephone_number ? displayPhone(c.telephone_number) : "",
  email: c.email ?? "",
  address: c.address.address ?? "",
  postal_code: c.address.postal_code ?? "",
  city: c.address.city ?? "",
  country: c.address.country ?? "",
});
type Form = ReturnType<typeof typed>;
type Name = keyof Form;

const addressFields = ["address", "postal_code", "city", "country"] as const;

/**
 * What the form sends: only the fields changed from the record as it was read (`from`), the
 * address nested. A field left alone is not sent, so it never writes back an older value over a
 * colleague's change made meanwhile.
 */
function request(f: Form, from: Form) {
  const changed = (name: Name) => f[name] !== from[name];
  const body: Record<string, unknown> = {};
  for (const name of ["first_name", "last_name", "telephone_number", "email"] as const)
    if (changed(name)) body[name] = f[name];
  const address = Object.fromEntries(addressFields.filter(changed).map((name) => [name, f[name]]));
  if (Object.keys(address).length > 0) body.address = address;
  return body;
}

/** The server's and the contract's field names (`address.city`) as the form's (`city`). */
const formField = (key: string) => key.replace(/^address\./, "");

/**
 * The client's record edited at the desk, prefilled: French errors under each field, the server's
 * refusal in the dialog, nothing typed lost. A phone or e-mail already another client's links to
 * that client. Only the fields changed are sent; an edit refused because a colleague saved
 * meanwhile reloads the record: the fields left alone follow it, those typed over a value that
 * changed keep what was typed and show the colleague's value, to be checked and saved again.
 */
export function EditClientDialog({ client, version, open, onClose, onChanged }: Props) {
  const [form, setForm] = useState<Form>(() => typed(client));
  // The record as the form was filled from it: what a field changed is measured against.
  const [from, setFrom] = useState<Form>(() => typed(client));
  // Fields typed over a value a colleague changed meanwhile: said under the field.
  const [moved, setMoved] = useState<Partial<Record<Name, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<number | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  // Prefilled each time it opens, from the record as last read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only, never over what is typed
  useEffect(() => {
    if (!open) return;
    setForm(typed(client));
    setFrom(typed(client));
    setMoved({});
    setErrors({});
    setError(null);
    setExisting(null);
  }, [open]);

  // The record read again while open (after a refusal, a colleague's save): the fields left alone
  // take its values; a field typed over one that changed keeps what was typed, and says so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new reading of the record only
  useEffect(() => {
    if (!open) return;
    const next = typed(client);
    const changedMeanwhile = (Object.keys(next) as Name[]).filter((name) => next[name] !== from[name]);
    if (changedMeanwhile.length === 0) return;
    const kept = { ...form };
    const said: Partial<Record<Name, string>> = {};
    for (const name of changedMeanwhile) {
      if (form[name] === from[name]) kept[name] = next[name];
      else said[name] = t.changedMeanwhile(next[name]);
    }
    setFrom(next);
    setForm(kept);
    setMoved(said);
  }, [client]);

  const set = (name: Name) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((all) => ({ ...all, [name]: value }));
    setErrors((all) => ({ ...all, [name]: undefined }));
    setMoved((all) => ({ ...all, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = request(form, from);
    if (Object.keys(body).length === 0) return onClose();
    const checked = validateForm(clientEditSchema, body);
    if (!checked.ok) {
      const next: Partial<Record<Name, string>> = {};
      for (const [key, message] of Object.entries(checked.errors)) next[formField(key) as Name] ??= message;
      return setErrors(next);
    }
    start();
    setError(null);
    setExisting(null);
    try {
      const answer = await editClientRecord(client.id, checked.value, version);
      toastStore.getState().show("success", answer.detail, 5000);
      onChanged();
      onClose();
    } catch (failure) {
      const refusal = isApiError(failure) && failure.kind === "http" ? readRefusal(failure.data) : null;
      const fields: Partial<Record<Name, string>> = {};
      for (const [key, message] of Object.entries(refusal?.fields ?? {}))
        if (formField(key) in form) fields[formField(key) as Name] = message;
      setErrors(fields);
      if (isApiError(failure)) {
        const duplicate = v.safeParse(duplicateClientSchema, failure.data);
        if (duplicate.success) setExisting(duplicate.output.existing_client_id);
      }
      setError(Object.keys(fields).length > 0 ? null : actionFailure(failure));
      // A colleague's change, or a lost answer, may have moved the record: read it again.
      onChanged();
    } finally {
      finish();
    }
  };

  const field = (name: Name, label: string, extra: Record<string, string> = {}) => (
    <Field
      label={label}
      name={name}
      value={form[name]}
      error={errors[name] ?? moved[name]}
      onChange={set(name)}
      {...extra}
    />
  );
  return (
    <DeskDialog
      open={open}
      title={t.title}
      testId="edit-client-dialog"
      busy={busy}
      error={error}
      submitLabel={t.submit}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("first_name", t.firstName, { autoComplete: "off" })}
        {field("last_name", t.lastName, { autoComplete: "off" })}
        {field("telephone_number", t.phone, { type: "tel", inputMode: "tel", placeholder: t.phoneHint })}
        {field("email", t.email, { type: "email", inputMode: "email", autoComplete: "off" })}
      </div>
      {existing !== null && (
        <Link
          to="/admin/clients/$id"
          params={{ id: String(existing) }}
          className="inline-block text-sm font-semibold text-brand hover:underline"
          onClick={onClose}
        >
          {t.openExisting}
        </Link>
      )}
      {form.email.trim().toLowerCase() !== from.email && form.email.trim() !== "" && (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t.emailChangeNotice}</p>
      )}
      {field("address", t.address)}
      <div className="grid gap-4 sm:grid-cols-3">
        {field("postal_code", t.postalCode)}
        {field("city", t.city)}
        {field("country", t.country)}
      </div>
    </DeskDialog>
  );
}
