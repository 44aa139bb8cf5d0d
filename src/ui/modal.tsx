import type { ReactNode } from "react";
import { fr } from "../i18n/fr";
import { useNativeDialog } from "./use-native-dialog";

type Props = { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean };

/** A modal on the native <dialog>: focus is trapped and Escape closes, as the platform does it. */
export function Modal({ open, onClose, title, children, wide = false }: Props) {
  const { titleId, dialogProps } = useNativeDialog(open, onClose);
  return (
    <dialog
      {...dialogProps}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? "max-w-3xl" : "max-w-lg"} overflow-hidden rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-black/50`}
    >
      <div className="relative">
        <h2 id={titleId} className="sr-only">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={fr.common.close}
          className="absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  );
}
