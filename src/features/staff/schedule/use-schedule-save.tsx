import { useState } from "react";
import * as v from "valibot";
import { actionFailure } from "../../../api/staff";
import { toastStore } from "../../../stores/toasts";
import { useSettlingBusy } from "../../../ui/use-settling-busy";

/**
 * One save of the schedule screen: checked first with the contract's schema (its French message
 * shown, nothing sent), then sent; a refusal keeps what was typed and shows the server's message.
 */
export function useScheduleSave(onChanged: () => void) {
  const [error, setError] = useState<string | null>(null);
  const { busy, start, finish } = useSettlingBusy();
  async function save<S extends v.GenericSchema>(
    schema: S,
    body: unknown,
    send: (input: v.InferOutput<S>) => Promise<unknown>,
    done: string,
  ): Promise<boolean> {
    if (busy) return false;
    const checked = v.safeParse(schema, body);
    if (!checked.success) {
      setError(checked.issues[0]?.message ?? null);
      return false;
    }
    start();
    setError(null);
    try {
      await send(checked.output);
      toastStore.getState().show("success", done);
      onChanged();
      return true;
    } catch (failure) {
      setError(actionFailure(failure));
      return false;
    } finally {
      finish();
    }
  }
  return { busy, error, save, clearError: () => setError(null) };
}

/** The error line under a form. */
export function SaveError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
