import { type DependencyList, useCallback, useEffect, useRef, useState } from "react";

export type ApiState<T> =
  | { status: "loading"; data: T | null; error: null }
  | { status: "ready"; data: T; error: null }
  | { status: "error"; data: T | null; error: unknown };

/**
 * Runs an API call when its inputs change; a late answer to an older input is dropped.
 * The previous data stays visible while the next one loads.
 */
export function useApi<T>(load: () => Promise<T>, deps: DependencyList) {
  const [state, setState] = useState<ApiState<T>>({ status: "loading", data: null, error: null });
  const run = useRef(0);

  // The caller lists the inputs of `load` in `deps`, as with useEffect.
  const reload = useCallback(() => {
    const id = ++run.current;
    setState((s) => ({ status: "loading", data: s.data, error: null }));
    load().then(
      (data) => id === run.current && setState({ status: "ready", data, error: null }),
      (error: unknown) => id === run.current && setState((s) => ({ status: "error", data: s.data, error })),
    );
  }, deps);

  useEffect(() => {
    reload();
  }, [reload]);

  return { ...state, reload };
}
