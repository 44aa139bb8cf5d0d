import * as v from "valibot";

/** Each field's first message, keyed by the field's path (`address.city` for a nested one). */
export type FieldErrors = Partial<Record<string, string>>;

/** Turns valibot's issues into what a form shows: the first message of each field, under it. */
export function firstMessages(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates a form with its contract schema: the parsed values to send, or the messages to show. */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  /** What the user typed: wider than the schema's input (an unticked box, an empty field). */
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: firstMessages(result.issues) };
}

/** The message of one field as the whole form stands (a confirmation depends on its password). */
export function leftFieldError(schema: v.GenericSchema, input: unknown, name: string): string | undefined {
  const checked = validateForm(schema, input);
  return checked.ok ? undefined : checked.errors[name];
}
