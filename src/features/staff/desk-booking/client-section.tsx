import { Link } from "@tanstack/react-router";
import type { ClientListItem } from "../../../contract/staff/clients";
import { frStaffDesk } from "../../../i18n/fr-staff-desk";
import type { FieldErrors } from "../../../lib/form-errors";
import { phoneSearchDigits } from "../../../lib/phone";
import { staffClientsQuery } from "../../../queries/staff-clients";
import { useQuery } from "../../../queries/use-query";
import { Field } from "../../../ui/field";
import { Segmented } from "../../../ui/staff-page";
import { ClientCard, ClientSearch } from "./client-search";
import type { DeskForm } from "./desk-booking-form";
import { DeskSection, FieldError } from "./desk-section";

const t = frStaffDesk.client;

type Props = {
  form: DeskForm;
  errors: FieldErrors;
  /** The client who already has the phone or e-mail typed for a new one (the API said so). */
  existingClientId: number | null;
  onChange: (change: Partial<DeskForm>) => void;
};

/** Who the booking is for: a client found by name or phone, or a new one typed in. */
export function ClientSection({ form, errors, existingClientId, onChange }: Props) {
  const choose = (client: ClientListItem) => onChange({ who: "existing", client });
  const typed = (field: keyof DeskForm["newClient"], value: string) =>
    onChange({ newClient: { ...form.newClient, [field]: value } });
  return (
    <DeskSection step={1} title={t.heading} testId="desk-client">
      <Segmented
        label={t.heading}
        options={[
          { value: "existing", label: t.existing },
          { value: "new", label: t.newClient },
        ]}
        value={form.who}
        onChange={(who) => onChange({ who })}
      />
      {form.who === "existing" ? (
        form.client ? (
          <div
            className="rounded-xl bg-brand/5 px-3 py-2 ring-1 ring-brand/30"
            data-testid="desk-chosen-client"
          >
            <p className="text-xs font-semibold tracking-wide text-brand-dark uppercase">{t.chosen}</p>
            <ClientCard client={form.client}>
              <button type="button" className="btn-ghost min-h-11" onClick={() => onChange({ client: null })}>
                {t.change}
              </button>
            </ClientCard>
          </div>
        ) : (
          <ClientSearch onChoose={choose} />
        )
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t.firstName}
            autoComplete="off"
            value={form.newClient.first_name}
            error={errors["new_client.first_name"]}
            onChange={(e) => typed("first_name", e.target.value)}
          />
          <Field
            label={t.lastName}
            autoComplete="off"
            value={form.newClient.last_name}
            error={errors["new_client.last_name"]}
            onChange={(e) => typed("last_name", e.target.value)}
          />
          <Field
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t.phonePlaceholder}
            value={form.newClient.telephone_number}
            error={errors["new_client.telephone_number"]}
            onChange={(e) => typed("telephone_number", e.target.value)}
          />
          <Field
            label={t.email}
            type="email"
            autoComplete="off"
            value={form.newClient.email}
            error={errors["new_client.email"]}
            onChange={(e) => typed("email", e.target.value)}
          />
          <p className="text-xs text-ink/60 sm:col-span-2">{t.noEmailHint}</p>
          {existingClientId !== null && (
            <ExistingClient
              id={existingClientId}
              search={
                errors["new_client.telephone_number"]
                  ? phoneSearchDigits(form.newClient.telephone_number)
                  : form.newClient.email.trim()
              }
              onChoose={choose}
            />
          )}
        </div>
      )}
      <FieldError message={errors.client_id} />
    </DeskSection>
  );
}

/**
 * The client who already has that phone or e-mail: found by the same search, to choose them
 * instead (nothing else typed is lost), or to open their page.
 */
function ExistingClient({
  id,
  search,
  onChoose,
}: {
  id: number;
  search: string;
  onChoose: (client: ClientListItem) => void;
}) {
  const read = useQuery(search ? staffClientsQuery(search, 1) : null);
  const client = read.data?.results.find((c) => c.id === id && c.role === null);
  return (
    <div
      className="rounded-xl bg-amber-50 px-3 py-3 ring-1 ring-amber-200 sm:col-span-2"
      data-testid="desk-existing-client"
    >
      {client && <ClientCard client={client} />}
      <div className="mt-2 flex flex-wrap gap-2">
        {client && (
          <button type="button" className="btn-primary min-h-11" onClick={() => onChoose(client)}>
            {t.chooseExisting}
          </button>
        )}
        <Link to="/admin/clients/$id" params={{ id: String(id) }} className="btn-ghost min-h-11">
          {t.seeRecord}
        </Link>
      </div>
    </div>
  );
}
