// The fireworks canvas, its own chunk: drawn in a worker via OffscreenCanvas where possible, else on
// the main thread (fireworks-particles.tsx).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { FireworksMessage } from '../lib/fireworks-worker.ts';

function canDrawInWorker(): boolean {
  return typeof Worker === 'function' && typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';
}

function canvasSize(canvas: HTMLCanvasElement) {
  // Half resolution: soft sparks lose nothing, and each committed frame is copied on the main thread.
  return { width: canvas.clientWidth, height: canvas.clientHeight, pixelRatio: 0.5 };
}

export default function FireworksCanvas() {
  const holder = useRef<HTMLDivElement>(null);
  const [Fallback, setFallback] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!canDrawInWorker()) {
      let live = true;
      import('./fireworks-particles.tsx').then(
        (module) => live && setFallback(() => module.default),
        () => {
          // Decorative only.
        },
      );
      return () => {
        live = false;
      };
    }
    // A canvas transfers only once, so each run makes its own.
    const canvas = document.createElement('canvas');
    holder.current?.append(canvas);
    const worker = new Worker(new URL('../lib/fireworks-worker.ts', import.meta.url), {
      type: 'module',
      name: 'fireworks',
    });
    const post = (message: FireworksMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    const offscreen = canvas.transferControlToOffscreen();
    post({ type: 'start', canvas: offscreen, ...canvasSize(canvas) }, [offscreen]);
    const observer = new ResizeObserver(() => post({ type: 'resize', ...canvasSize(canvas) }));
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      worker.terminate();
      canvas.remove();
    };
  }, []);

  if (Fallback) return <Fallback />;
  return <div ref={holder} className="fireworks-overlay__canvas" aria-hidden="true" />;
}
