import type { ReactNode } from "react";
import { fr } from "../i18n/fr";
import { useNativeDialog } from "./use-native-dialog";

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  onReset: () => void;
  onApply: () => void;
  resetLabel: string;
  applyLabel: string;
  children: ReactNode;
};

/** The phone's filters: a sheet from the bottom (native dialog), applied only on 'Appliquer'. */
export function FilterDrawer({
  open,
  title,
  onClose,
  onReset,
  onApply,
  resetLabel,
  applyLabel,
  children,
}: Props) {
  const { titleId, dialogProps } = useNativeDialog(open, onClose);
  return (
    <dialog
      {...dialogProps}
      className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-3xl bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="flex items-center justify-between border-b border-black/5 px-5 py-3">
          <h2 id={titleId} className="text-lg font-bold text-brand-dark">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={fr.common.close}
            className="grid size-11 place-items-center rounded-full text-ink hover:bg-black/5"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        <div className="grid grid-cols-2 gap-3 border-t border-black/5 px-5 py-3">
          <button type="button" className="btn-ghost" onClick={onReset}>
            {resetLabel}
          </button>
          <button type="button" className="btn-primary" onClick={onApply}>
            {applyLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
