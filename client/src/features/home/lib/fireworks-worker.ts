// The fireworks in a worker, on fireworks-canvas.tsx's OffscreenCanvas, off the main thread.
import { FIREWORKS_FPS_LIMIT, FireworksShow } from './fireworks-show.ts';

export type FireworksMessage =
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number; pixelRatio: number }
  | { type: 'resize'; width: number; height: number; pixelRatio: number };

// `self` is the worker scope here, not a Window.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FireworksMessage>) => void) | null;
  requestAnimationFrame?: (callback: (now: number) => void) => number;
};

const FRAME_MS = 1000 / FIREWORKS_FPS_LIMIT;
const show = new FireworksShow();
let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;
let last = 0;

function nextFrame(run: (now: number) => void): void {
  // Dedicated workers have requestAnimationFrame in Chromium and Firefox; a timer elsewhere.
  if (scope.requestAnimationFrame) scope.requestAnimationFrame(run);
  else setTimeout(() => run(performance.now()), FRAME_MS);
}

function frame(now: number): void {
  if (!ctx) return;
  // Draws at most FIREWORKS_FPS_LIMIT of the display's frames.
  if (now - last >= FRAME_MS - 1) {
    show.advance(last === 0 ? 0 : (now - last) / 1000);
    show.draw(ctx);
    last = now;
  }
  if (!show.finished) nextFrame(frame);
  else ctx.clearRect(0, 0, canvas?.width ?? 0, canvas?.height ?? 0);
}

function resize(width: number, height: number, pixelRatio: number): void {
  if (!canvas) return;
  canvas.width = Math.round(width * pixelRatio);
  canvas.height = Math.round(height * pixelRatio);
  show.resize(canvas.width, canvas.height, pixelRatio);
}

scope.onmessage = ({ data }) => {
  if (data.type === 'start') {
    canvas = data.canvas;
    ctx = canvas.getContext('2d');
    resize(data.width, data.height, data.pixelRatio);
    nextFrame(frame);
  } else {
    resize(data.width, data.height, data.pixelRatio);
  }
};
