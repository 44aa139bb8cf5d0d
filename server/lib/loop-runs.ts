/** When each background loop of this process last finished a round (real time, in ms). */
const lastRuns = new Map<string, number>();

/** Noted by a loop once its round is done, for the metrics. */
export function markLoopRun(loop: string, at = Date.now()): void {
  lastRuns.set(loop, at);
}

export function loopRuns(): ReadonlyMap<string, number> {
  return lastRuns;
}
