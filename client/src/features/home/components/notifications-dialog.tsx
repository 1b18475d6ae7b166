import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { NotificationItem } from '@shared/types.ts';
import { useWords } from '@/lib/site.ts';
import { NoticePager } from './notice-pager.tsx';
import { restoreFocus } from '@/lib/focus.ts';
import './notifications-dialog.css';

export interface NotificationsDialogProps {
  items: readonly NotificationItem[];
  open: boolean;
  onClose: () => void;
}

/** The notices popup: a native modal <dialog> (focus trap, Escape, inert page); focus returns on close. */
export function NotificationsDialog({ items, open, onClose }: NotificationsDialogProps) {
  const { home: homeText, common } = useWords();
  const closeLabel = common.close;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const count = items.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && count > 0 && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if ((!open || count === 0) && dialog.open) {
      dialog.close();
    }
  }, [open, count]);

  const handleClose = () => {
    const back = returnFocusRef.current;
    returnFocusRef.current = null;
    restoreFocus(back);
    onClose();
  };

  // A backdrop click targets the <dialog> itself.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="notice-dialog"
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={closeOnBackdrop}
    >
      {count > 0 && (
        <div className="notice-dialog__panel">
          <div className="notice-dialog__header">
            <h2 id={titleId} className="notice-dialog__title">
              {homeText.headings.notifications}
            </h2>
            <button type="button" className="notice-dialog__close" onClick={() => dialogRef.current?.close()}>
              <span aria-hidden="true">×</span> {closeLabel}
            </button>
          </div>
          <NoticePager items={items} />
        </div>
      )}
    </dialog>
  );
}
