import { useRef } from "react";
import { newIdempotencyKey } from "../lib/idempotency-key";

/**
 * One `Idempotency-Key` per desk write: the same while the same request is tried again (a lost
 * answer, then "Réessayer", is written once), a new one as soon as what is sent changes.
 */
export function useAttemptKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (request: unknown): string => {
    const body = JSON.stringify(request);
    if (last.current?.body !== body) last.current = { body, key: newIdempotencyKey() };
    return last.current.key;
  };
}
