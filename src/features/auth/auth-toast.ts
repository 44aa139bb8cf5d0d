import { toastStore } from "../../stores/toasts";

/** The account screens' messages show as toasts for 5 s. */
export const AUTH_TOAST_MS = 5000;

export function authToast(kind: "success" | "error", message: string): void {
  toastStore.getState().show(kind, message, AUTH_TOAST_MS);
}
