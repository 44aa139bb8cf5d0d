/** The outcome of one part of a page's data, so one failed part does not hide the others. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Waits for `promise` without throwing, except when the load was cancelled (nobody is waiting). */
export async function settle<T>(promise: Promise<T>, signal?: AbortSignal): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error };
  }
}
