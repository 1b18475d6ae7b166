import { describe, expect, it, vi } from 'vitest';
import { FIREWORKS_SHOW_SECONDS, FireworksShow, MAX_FIREWORK_PARTICLES, SPARK_LIFE_SECONDS } from './fireworks-show.ts';

/** A repeatable sequence in [0, 1), so a failing run can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function fakeContext() {
  return {
    clearRect: vi.fn(),
    fillRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    globalAlpha: 1,
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
  };
}

const FRAME = 1 / 30;

describe('FireworksShow', () => {
  it('never holds more than 500 particles, even with every rocket bursting at its largest', () => {
    const show = new FireworksShow(seeded(7));
    show.resize(720, 1280, 2);
    let peak = 0;
    for (let t = 0; t < FIREWORKS_SHOW_SECONDS + 3; t += FRAME) {
      show.advance(FRAME);
      peak = Math.max(peak, show.particleCount);
    }
    expect(peak).toBeGreaterThan(50);
    expect(peak).toBeLessThanOrEqual(MAX_FIREWORK_PARTICLES);
  });

  it('launches for the show time only, then ends once the last spark has faded', () => {
    const show = new FireworksShow(seeded(3));
    show.resize(360, 640, 1);
    let t = 0;
    for (; t < FIREWORKS_SHOW_SECONDS - 0.5; t += FRAME) show.advance(FRAME);
    expect(show.particleCount).toBeGreaterThan(0);
    expect(show.finished).toBe(false);
    // A rocket climbs for about a second, then its sparks live at most SPARK_LIFE_SECONDS.max.
    for (; t < FIREWORKS_SHOW_SECONDS + 1.5 + SPARK_LIFE_SECONDS.max; t += FRAME) show.advance(FRAME);
    expect(show.finished).toBe(true);
    expect(show.particleCount).toBe(0);
  });

  it('does not fire a volley of late rockets after a long pause (a background tab)', () => {
    const show = new FireworksShow(seeded(5));
    show.resize(360, 640, 1);
    show.advance(5);
    expect(show.particleCount).toBeLessThanOrEqual(1);
  });

  it('draws rockets as strokes and sparks as fading dots, and clears the whole canvas each frame', () => {
    const show = new FireworksShow(seeded(11));
    show.resize(400, 800, 1);
    const ctx = fakeContext();
    for (let t = 0; t < 2; t += FRAME) show.advance(FRAME);
    show.draw(ctx);
    expect(ctx.clearRect).toHaveBeenCalledWith(0, 0, 400, 800);
    expect(ctx.stroke.mock.calls.length + ctx.fillRect.mock.calls.length).toBe(show.particleCount);
    expect(ctx.fillRect).toHaveBeenCalled();
    expect(ctx.globalAlpha).toBe(1);
  });

  it('launches nothing before it knows the canvas size', () => {
    const show = new FireworksShow(seeded(1));
    show.advance(FRAME);
    expect(show.particleCount).toBe(0);
  });
});
