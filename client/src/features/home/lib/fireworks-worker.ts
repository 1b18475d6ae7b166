// Runs the opening fireworks in a dedicated worker, drawing on the OffscreenCanvas that
// fireworks-canvas.tsx hands over, so no frame of the show costs the page's main thread anything.
import { FIREWORKS_FPS_LIMIT, FireworksShow } from './fireworks-show.ts';

export type FireworksMessage =
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number; pixelRatio: number }
  | { type: 'resize'; width: number; height: number; pixelRatio: number };

// The DOM library types `self` as a Window; in this file it is the worker's global scope.
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
  // Frames come at the display's rate; the show draws at most FIREWORKS_FPS_LIMIT of them.
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
