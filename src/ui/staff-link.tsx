import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

type Props = {
  /** The back-office page under `/admin/`: `dashboard`, `clients/12`… */
  to: string;
  search?: Record<string, string | number>;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  activeClassName?: string;
};

/** A link to a back-office page: they all hang on one route (see routes/admin/$.tsx). */
export function StaffLink({ to, search, className, children, activeClassName, ...rest }: Props) {
  return (
    <Link
      to="/admin/$"
      params={{ _splat: to }}
      search={search ?? {}}
      className={className}
      {...(activeClassName
        ? { activeProps: { className: activeClassName, "aria-current": "page" as const } }
        : {})}
      {...rest}
    >
      {children}
    </Link>
  );
}
