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

/** What the form sends: the contract's body, the address nested. */
const request = (f: Form) => ({
  first_name: f.first_name,
  last_name: f.last_name,
  telephone_number: f.telephone_number,
  email: f.email,
  address: { address: f.address, postal_code: f.postal_code, city: f.city, country: f.country },
});

/** The server's and the contract's field names (`address.city`) as the form's (`city`). */
const formField = (key: string) => key.replace(/^address\./, "");

/**
 * The client's record edited at the desk, prefilled: French errors under each field, the server's
 * refusal in the dialog, nothing typed lost. A phone or e-mail already another client's links to
 * that client; an edit refused because a colleague saved meanwhile reloads the page, the typed
 * values kept, to be checked and saved again.
 */
export function EditClientDialog({ client, version, open, onClose, onChanged }: Props) {
  const [form, setForm] = useState<Form>(() => typed(client));
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<number | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  // Prefilled each time it opens, from the record as last read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only, never over what is typed
  useEffect(() => {
    if (!open) return;
    setForm(typed(client));
    setErrors({});
    setError(null);
    setExisting(null);
  }, [open]);

  const set = (name: Name) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((all) => ({ ...all, [name]: value }));
    setErrors((all) => ({ ...all, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateForm(clientEditSchema, request(form));
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
      error={errors[name]}
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
      {form.email.trim().toLowerCase() !== (client.email ?? "") && form.email.trim() !== "" && (
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
