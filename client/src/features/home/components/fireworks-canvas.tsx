// The opening fireworks' canvas, in a chunk of its own that the overlay imports only when it opens.
// Where the browser can hand a canvas to a worker (OffscreenCanvas), the show runs there and the
// main thread only forwards the canvas size. Elsewhere the tsparticles engine draws it on the main
// thread (fireworks-particles.tsx).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { FireworksMessage } from '../lib/fireworks-worker.ts';

function canDrawInWorker(): boolean {
  return typeof Worker === 'function' && typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';
}

function canvasSize(canvas: HTMLCanvasElement) {
  // Half a canvas pixel per CSS pixel, scaled up by CSS: sparks are soft dots and lose nothing,
  // while every frame the worker commits is also copied into the page's placeholder canvas on the
  // main thread. At 1.75 device pixels per CSS pixel that copy made the show the largest part of
  // the home page's blocking time (Lighthouse 69-95 over five runs; 84-100 at this size).
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
          // Decorative only: without the engine the overlay simply has no fireworks.
        },
      );
      return () => {
        live = false;
      };
    }
    // A canvas can be handed to a worker only once, so each run of this effect makes its own.
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
