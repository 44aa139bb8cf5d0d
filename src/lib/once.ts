/**
 * `make`'s value, made on the first call and kept. For formatters: building an Intl format loads
 * its locale's data, tens of milliseconds on a slow phone; at module load that time would fall on
 * the app's start, whatever the first screen shows.
 */
export function once<T>(make: () => T): () => T {
  let value: { made: T } | null = null;
  return () => {
    value ??= { made: make() };
    return value.made;
  };
}
