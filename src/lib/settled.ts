/** The outcome of one part of a page's data, so one failed part does not hide the others. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Waits for `promise` without throwing. */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}
