import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Service } from "../../contract/services";
import { rememberSelectedService } from "./selected-service";

type Props = { service: Service; className: string; children: ReactNode; privateOption?: boolean };

/** To the booking wizard's step 2 for a service, remembering it as the spec asks. */
export function ReserveLink({ service, className, children, privateOption }: Props) {
  return (
    <Link
      to="/reservation"
      search={{ step: 2, service: service.id, private: privateOption || undefined }}
      className={className}
      onClick={() => rememberSelectedService(service)}
    >
      {children}
    </Link>
  );
}
