import { type FormEvent, type ReactNode, useId } from "react";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { StaffPanel } from "../../../ui/staff-page";

const t = frStaffSettings;

/** What a form's foot shows of its save: the refusal, and the button while it is sent. */
type SaveState = { error: string | null; busy: boolean };

function SectionHeading({ id, title, intro }: { id?: string; title: string; intro: string }) {
  return (
    <div>
      <h2 id={id} className="text-lg font-bold text-brand-dark">
        {title}
      </h2>
      <p className="mt-0.5 text-sm text-ink/70">{intro}</p>
    </div>
  );
}

/** A form's foot: the server's refusal in one line, then the save button. */
function SaveRow({ save }: { save: SaveState }) {
  return (
    <>
      {save.error && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {save.error}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={save.busy}>
          {save.busy ? t.saving : t.save}
        </button>
      </div>
    </>
  );
}

/** A part of the settings saved as one form: its title and help, its fields, then its save. */
export function SettingsSection({
  title,
  intro,
  save,
  onSubmit,
  testId,
  children,
}: {
  title: string;
  intro: string;
  save: SaveState;
  onSubmit: (event: FormEvent) => void;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <StaffPanel className="p-4 sm:p-6">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        data-testid={testId}
        className="space-y-4"
      >
        <SectionHeading id={headingId} title={title} intro={intro} />
        {children}
        <SaveRow save={save} />
      </form>
    </StaffPanel>
  );
}

/** A part of the settings made of several forms side by side, each a `SettingsGroupForm`. */
export function SettingsGroup({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <StaffPanel className="space-y-4 p-4 sm:p-6">
      <SectionHeading title={title} intro={intro} />
      <div className="grid gap-6 xl:grid-cols-2">{children}</div>
    </StaffPanel>
  );
}

/** One form of a group, saved on its own: its fields, then its save. */
export function SettingsGroupForm({
  save,
  onSubmit,
  testId,
  children,
}: {
  save: SaveState;
  onSubmit: (event: FormEvent) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="min-w-0 space-y-3" data-testid={testId}>
      {children}
      <SaveRow save={save} />
    </form>
  );
}
