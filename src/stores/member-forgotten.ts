const listeners = new Set<() => void | Promise<void>>();

/**
 * Called as a member's data is wiped from the phone (stores/logout). A store registers here when
 * its module loads: a store never loaded holds nothing in memory, and the first screen carries
 * none of the stores it does not use. A listener never waits for a store's read of the phone
 * (a draft's hydrate): that read waits for the wipe (`wipeSettled`), which waits for the listener.
 */
export function onMemberForgotten(listener: () => void | Promise<void>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function memberForgotten(): Promise<unknown> {
  return Promise.all([...listeners].map((listener) => listener()));
}

let wiping: Promise<void> = Promise.resolve();

/** Runs a wipe of the member's data from the phone (stores/logout); `wipeSettled` waits for it. */
export function wipeMember(wipe: () => Promise<void>): Promise<void> {
  // Marked under way before it starts: what the wipe itself starts already waits for it.
  let finished = () => {};
  const ended = new Promise<void>((resolve) => {
    finished = resolve;
  });
  wiping = Promise.all([wiping, ended]).then(() => undefined);
  let done: Promise<void>;
  try {
    done = wipe();
  } catch (error) {
    done = Promise.reject(error);
  }
  done.then(finished, finished);
  return done;
}

/**
 * Resolves once no wipe is under way. A store whose module loads during one (the wizard opened as
 * the member logs out) was not there to be reset: it reads the phone only once the wipe is done,
 * never the last member's draft that is about to go.
 */
export const wipeSettled = (): Promise<void> => wiping;
