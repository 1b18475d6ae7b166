import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { NotificationItem } from '@shared/types.ts';
import { homeText } from '../home-text.ts';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { ExternalLink } from './external-link.tsx';
import { restoreFocus } from '@/lib/focus.ts';
import './notifications-dialog.css';

export interface NotificationsDialogProps {
  items: readonly NotificationItem[];
  open: boolean;
  onClose: () => void;
}

/**
 * The notices popup. A native modal <dialog>: the browser traps focus inside it, closes it on
 * Escape and makes the page behind inert; focus goes back where it was when it closes.
 */
export function NotificationsDialog({ items, open, onClose }: NotificationsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const count = items.length;
  const current = items[Math.min(index, count - 1)];

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

  // A click on the backdrop lands on the <dialog> element itself; inside, it lands on the panel.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <dialog
      ref={dialogRef}
      className="notice-dialog"
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={closeOnBackdrop}
    >
      {current && (
        <div className="notice-dialog__panel">
          <div className="notice-dialog__header">
            <h2 id={titleId} className="notice-dialog__title">
              {homeText.headings.notifications}
            </h2>
            <button type="button" className="notice-dialog__close" onClick={() => dialogRef.current?.close()}>
              <span aria-hidden="true">×</span> Close
            </button>
          </div>
          <article className="notice-dialog__item" aria-roledescription="notification">
            <h3 className="notice-dialog__item-title">{current.title}</h3>
            {current.image && (
              <FallbackImage
                className="notice-dialog__image"
                src={current.image}
                fallbackSrc={homeText.images.notice}
                alt=""
                width={480}
                sizes="(min-width: 600px) 480px, 90vw"
                maxWidth={960}
                height={270}
              />
            )}
            {current.description && <p className="notice-dialog__description">{current.description}</p>}
            {(current.attachment || current.url) && (
              <p className="notice-dialog__links">
                {current.attachment && <ExternalLink href={current.attachment}>View attachment</ExternalLink>}
                {current.url && <ExternalLink href={current.url}>Open link</ExternalLink>}
              </p>
            )}
          </article>
          {count > 1 && (
            <div className="notice-dialog__pager">
              <button type="button" className="notice-dialog__page" onClick={() => go(-1)}>
                Previous
              </button>
              <p className="notice-dialog__position" aria-live="polite">
                {Math.min(index, count - 1) + 1} of {count}
              </p>
              <button type="button" className="notice-dialog__page" onClick={() => go(1)}>
                Next
              </button>
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
