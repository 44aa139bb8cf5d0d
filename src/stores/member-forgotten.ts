const listeners = new Set<() => void | Promise<void>>();

/**
 * Called as a member's data is wiped from the phone (stores/logout). A store registers here when
 * its module loads: a store never loaded holds nothing in memory, and the first screen carries
 * none of the stores it does not use.
 */
export function onMemberForgotten(listener: () => void | Promise<void>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function memberForgotten(): Promise<unknown> {
  return Promise.all([...listeners].map((listener) => listener()));
}
