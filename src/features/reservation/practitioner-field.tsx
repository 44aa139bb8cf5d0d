import { useEffect } from "react";
import type { DraftPractitioner } from "../../db/draft-schema";
import { practitionersQuery } from "../../queries/catalogue";
import { useQuery } from "../../queries/use-query";
import { reservationDraftStore } from "../../stores/reservation-draft";
import { PractitionerChoice } from "../../ui/practitioner-choice";

type Props = {
  serviceId: number;
  value: DraftPractitioner | null;
  onChange: (chosen: DraftPractitioner | null) => void;
};

/**
 * Who takes the session, in the step where the slot is picked: shown only when the service has
 * practitioners (none, or a list that cannot be read: no choice, the centre assigns one). The
 * draft's choice is checked against the list read: one no longer offered is « Sans préférence ».
 */
export function PractitionerField({ serviceId, value, onChange }: Props) {
  const { data } = useQuery(practitionersQuery(serviceId));
  useEffect(() => {
    if (data) reservationDraftStore.getState().checkPractitioner(serviceId, data);
  }, [data, serviceId]);
  if (!data?.length) return null;
  return (
    <PractitionerChoice
      practitioners={data}
      value={value?.id ?? null}
      onChange={(p) => onChange(p && { id: p.id, first_name: p.first_name })}
    />
  );
}
