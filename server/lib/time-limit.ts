/** Thrown by `withinTime` when the work took longer than allowed. */
export class TooSlow extends Error {}

/**
 * `work`'s answer, or a TooSlow failure after `ms`: a check that must answer quickly does not wait
 * for a database that hangs (the work itself goes on and its end is ignored).
 */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TooSlow()), ms);
  });
  work.catch(() => {});
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
