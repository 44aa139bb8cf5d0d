/**
 * At most `running` tasks at once; up to `waiting` more wait for a turn, first come first served,
 * and any beyond are refused at once (`ran: false`), so that waiting work cannot pile up either.
 * `peak` is the most that ever ran together.
 */
export function workSlots(limits: { running: number; waiting: number }) {
  let running = 0;
  let peak = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
      if (running < limits.running) running++;
      else if (queue.length >= limits.waiting) return { ran: false };
      // A turn is handed over by the task that ends, still counted: no newcomer slips in between.
      else await new Promise<void>((resolve) => queue.push(resolve));
      peak = Math.max(peak, running);
      try {
        return { ran: true, value: await task() };
      } finally {
        const waiter = queue.shift();
        if (waiter) waiter();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
  };
}

export type WorkSlots = ReturnType<typeof workSlots>;
