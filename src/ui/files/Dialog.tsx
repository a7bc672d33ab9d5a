/**
 * A modal dialog on the native `<dialog>` element: focus is trapped and Escape closes it by
 * the browser's own rules; `onClose` runs however it closes.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";

export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby={titleId} className={`files-dialog ${className ?? ""}`} onClose={onClose}>
      {open && (
        <>
          <h2 id={titleId} className="files-dialog-title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
