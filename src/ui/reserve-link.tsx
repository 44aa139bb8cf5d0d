import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Service } from "../contract/services";
import type { DraftPractitioner } from "../db/draft-schema";
import { serviceChoice } from "../stores/service-choice";

type Props = {
  service: Service;
  className: string;
  children: ReactNode;
  privateOption?: boolean;
  /** Chosen on the service's page; the wizard checks it against who delivers the service. */
  practitioner?: DraftPractitioner | null;
};

/** To the booking wizard's step 2 for a service, which becomes the reservation draft's service. */
export function ReserveLink({ service, className, children, privateOption, practitioner }: Props) {
  return (
    <Link
      to="/reservation"
      search={{ step: 2, service: service.id, private: privateOption || undefined }}
      className={className}
      onClick={() => serviceChoice.hand(service, privateOption ?? false, practitioner ?? null)}
    >
      {children}
    </Link>
  );
}
