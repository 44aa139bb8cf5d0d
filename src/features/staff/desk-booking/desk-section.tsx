import type { ReactNode } from "react";
import { StaffPanel } from "../../../ui/staff-page";

/** One step of the desk's booking, numbered so the receptionist sees where they are at a glance. */
export function DeskSection({
  step,
  title,
  testId,
  children,
}: {
  step: number;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <StaffPanel className="p-4 sm:p-5">
      <div data-testid={testId} className="space-y-4">
        <h2 className="flex items-center gap-3 text-lg font-bold text-brand-dark">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand text-sm text-white"
          >
            {step}
          </span>
          {title}
        </h2>
        {children}
      </div>
    </StaffPanel>
  );
}

/** A message the API or the form gave a choice (not an input), said under it. */
export function FieldError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
