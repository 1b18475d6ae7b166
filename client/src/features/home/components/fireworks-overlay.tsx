import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { restoreFocus } from '@/lib/focus.ts';
import { useSchool } from '@/lib/site.ts';
import './fireworks-overlay.css';

export interface FireworksOverlayProps {
  onClose: () => void;
}

/** The full-screen opening overlay; stays until the visitor closes it (spec: no auto-dismiss). */
export function FireworksOverlay({ onClose }: FireworksOverlayProps) {
  const welcome = useSchool().home.welcome;
  const closeRef = useRef<HTMLButtonElement>(null);
  const [Canvas, setCanvas] = useState<ComponentType | null>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus moves once the overlay has been drawn. Moved at once, it forced the style and layout
    // of the whole page, still pending from hydration, into the task that rendered the overlay:
    // one long task on a slow phone, which the opening must not cost.
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
        // Offline or a stale deploy: the overlay works without its decoration.
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

  // Close is the only control, so Tab stays on it rather than wandering into the page behind.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      closeRef.current?.focus();
    }
  };

  return createPortal(
    <div
      className="fireworks-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={welcome.greeting}
      onKeyDown={trapTab}
    >
      {Canvas && <Canvas />}
      <div className="fireworks-overlay__message">
        <p className="fireworks-overlay__greeting">{welcome.greeting}</p>
        <p className="fireworks-overlay__subline">{welcome.subline}</p>
      </div>
      <button ref={closeRef} type="button" className="fireworks-overlay__close" onClick={onClose}>
        <span aria-hidden="true">×</span> Close
      </button>
    </div>,
    document.body,
  );
}
