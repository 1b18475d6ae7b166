import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { NotificationItem } from '@shared/types.ts';
import { restoreFocus } from '@/lib/focus.ts';
import { useSchool, useWords } from '@/lib/site.ts';
import { NoticePager } from './notice-pager.tsx';
import './fireworks-overlay.css';

export interface FireworksOverlayProps {
  /** The day's notices under the greeting: one dialog, closed once. */
  notices: readonly NotificationItem[];
  onClose: () => void;
}

/** The opening overlay (greeting and notices over fireworks); stays until closed (spec: no auto-dismiss). */
export function FireworksOverlay({ notices, onClose }: FireworksOverlayProps) {
  const { home: homeText, common } = useWords();
  const closeLabel = common.close;
  const school = useSchool();
  // Without a welcome of its own, the school's name greets.
  const greeting = school.home?.welcome?.greeting ?? school.name;
  const subline = school.home?.welcome?.subline;
  const closeRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const noticesTitle = useId();
  const [Canvas, setCanvas] = useState<ComponentType | null>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus after the overlay is drawn: at once, it would force the page's pending style and layout
    // into the overlay's render task.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => closeRef.current?.focus());
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      restoreFocus(before);
    };
  }, []);

  useEffect(() => {
    let live = true;
    import('./fireworks-canvas.tsx').then(
      (module) => live && setCanvas(() => module.default),
      () => {
        // Offline or stale deploy: no decoration.
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // The page behind is inert, keeping Tab and screen readers in the overlay.
  useEffect(() => {
    const behind = [...document.body.children].filter((el) => el !== overlayRef.current && !el.hasAttribute('inert'));
    for (const el of behind) el.setAttribute('inert', '');
    return () => {
      for (const el of behind) el.removeAttribute('inert');
    };
  }, []);

  return createPortal(
    <div ref={overlayRef} className="fireworks-overlay" role="dialog" aria-modal="true" aria-label={greeting}>
      {Canvas && <Canvas />}
      <div className="fireworks-overlay__message">
        <p className="fireworks-overlay__greeting">{greeting}</p>
        {subline ? <p className="fireworks-overlay__subline">{subline}</p> : null}
        {notices.length > 0 && (
          <section className="fireworks-overlay__notices" aria-labelledby={noticesTitle}>
            <h2 id={noticesTitle} className="notice-dialog__title">
              {homeText.headings.notifications}
            </h2>
            <NoticePager items={notices} />
          </section>
        )}
      </div>
      <button ref={closeRef} type="button" className="fireworks-overlay__close" onClick={onClose}>
        <span aria-hidden="true">×</span> {closeLabel}
      </button>
    </div>,
    document.body,
  );
}
