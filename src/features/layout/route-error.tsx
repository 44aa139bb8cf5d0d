import { type ErrorComponentProps, lazyRouteComponent } from "@tanstack/react-router";
import { type ComponentType, useEffect, useState } from "react";
import { fr } from "../../i18n/fr";
import { ErrorPanel } from "../../ui/panels";
import { isMissingChunk, recoverFromMissingChunk } from "./chunk-recovery";
import { PagePending } from "./page-pending";

// Loaded only when a page fails: the first screen does without it.
const PageError = lazyRouteComponent(() => import("./page-error"), "PageError");

/**
 * A page that failed. When its own file is what failed (a deploy replaced it, or the network is
 * gone), the page reloads onto the new build if there is one, else says to check the connection.
 */
export function RouteError(props: ErrorComponentProps) {
  return <ChunkAwareError {...props} fallback={PageError} />;
}

/**
 * A page's own error screen, for its own failures; a missing file still goes through recovery
 * (`shell`: the page the app starts from, the back-office's own). Called once per route as the
 * route tree is built, never while rendering.
 */
export function withChunkRecovery(fallback: ComponentType<ErrorComponentProps>, shell?: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once at module load, never remounted.
  return function PageOrChunkError(props: ErrorComponentProps) {
    return <ChunkAwareError {...props} fallback={fallback} shell={shell} />;
  };
}

function ChunkAwareError({
  fallback: Fallback,
  shell,
  ...props
}: ErrorComponentProps & { fallback: ComponentType<ErrorComponentProps>; shell?: string | undefined }) {
  const missing = isMissingChunk(props.error);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void recoverFromMissingChunk(shell).then((reloading) => {
      if (live && !reloading) setStuck(true);
    });
    return () => {
      live = false;
    };
  }, [missing, shell]);
  if (!missing) return <Fallback {...props} />;
  if (!stuck) return <PagePending />;
  return (
    <section className="container-page py-16">
      {/* The browser keeps a failed import: only a fresh page asks for the file again. */}
      <ErrorPanel message={fr.errors.network} onRetry={() => window.location.reload()} />
    </section>
  );
}
