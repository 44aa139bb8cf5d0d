import { useEffect, useId, useRef } from "react";

/**
 * A native <dialog> opened as a modal while `open` holds (focus trapped, Escape closes, as the
 * platform does it): its ref, its title's id, and the props that close it on Escape or a backdrop tap.
 */
export function useNativeDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    titleId,
    dialogProps: {
      ref,
      "aria-labelledby": titleId,
      onClose,
      onClick: (event: React.MouseEvent<HTMLDialogElement>) => event.target === ref.current && onClose(),
    },
  };
}
