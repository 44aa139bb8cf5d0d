import { useState } from "react";
import type * as v from "valibot";
import { actionFailure } from "../../../api/staff";
import type { SettingsWriteResponse, SiteSettings } from "../../../contract/staff/settings";
import { frStaffSettings } from "../../../i18n/fr-staff-settings";
import { type FieldErrors, validateForm } from "../../../lib/form-errors";
import { settingsChanged } from "../../../queries/staff-changes";
import { toastStore } from "../../../stores/toasts";
import { useSettlingBusy } from "../../../ui/use-settling-busy";
import { serverFieldErrors } from "./server-errors";

/** What each save hands back to the screen: the whole settings as the server now has them. */
export type Saved = (settings: SiteSettings) => void;

/**
 * One section's save: its own busy state, the server's refusal said under the fields it names and
 * in one line, and what was typed left as it is. Answers whether it was kept.
 */
export function useSectionSave(section: string, onSaved: Saved) {
  const { busy, start, finish } = useSettlingBusy();
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  /** What was typed checked against the contract: the value to send, or null with the messages shown. */
  const check = <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> | null => {
    const checked = validateForm(schema, input);
    if (checked.ok) return checked.value;
    setFields(checked.errors);
    return null;
  };
  const run = async (
    write: () => Promise<SettingsWriteResponse>,
    message: string = frStaffSettings.saved(section),
  ) => {
    if (busy) return false;
    start();
    setError(null);
    setFields({});
    try {
      const answer = await write();
      onSaved(answer.settings);
      toastStore.getState().show("success", message, 4000);
      return true;
    } catch (failure) {
      setFields(serverFieldErrors(failure));
      setError(actionFailure(failure));
      return false;
    } finally {
      // Saved, or maybe saved behind a lost answer: read again where they show.
      settingsChanged();
      finish();
    }
  };
  return { busy, error, fields, setFields, check, run };
}
