import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { fr } from "../i18n/fr";
import { toastStore, useToasts } from "../stores/toasts";

export function Toaster() {
  const toasts = useToasts();
  const page = useRouterState({ select: (state) => state.location.pathname });
  // An error said on the login page does not follow the member to 'Mot de passe oublié'.
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current !== page) toastStore.getState().pageChanged();
    shown.current = page;
  }, [page]);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-20 z-50 mx-auto flex max-w-md flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={`pointer-events-auto flex items-start gap-3 rounded-2xl p-4 text-sm shadow-lg ${toast.kind === "success" ? "bg-green-700 text-white" : "bg-red-700 text-white"}`}
        >
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            aria-label={fr.common.close}
            onClick={() => toastStore.getState().dismiss(toast.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
