// tsparticles options for the fireworks without OffscreenCanvas, written out (the `fireworks()` helper
// hard-codes a high rate, remote sound and no cap). Types only from the engine: testable, not in the
// first-load bundle. Light and short, since every frame is main-thread time and battery.
import type { ISourceOptions } from '@tsparticles/engine';
import {
  FIREWORK_COLORS,
  FIREWORKS_FPS_LIMIT,
  FIREWORKS_SHOW_SECONDS,
  MAX_FIREWORK_PARTICLES,
  ROCKETS_PER_SECOND,
  SPARKS_PER_ROCKET,
} from './fireworks-show.ts';

export const fireworksOptions = {
  // The overlay sizes and layers the canvas, not the engine.
  fullScreen: { enable: false },
  background: { color: 'transparent' },
  detectRetina: false,
  fpsLimit: FIREWORKS_FPS_LIMIT,
  emitters: {
    direction: 'top',
    // One burst of launches, then calm until closed.
    life: { count: 1, duration: FIREWORKS_SHOW_SECONDS },
    rate: { delay: 1 / ROCKETS_PER_SECOND, quantity: 1 },
    size: { width: 80, height: 0 },
    position: { x: 50, y: 100 },
  },
  particles: {
    // 'wait': at the cap, nothing is added until others die, so the cap holds.
    number: { value: 0, limit: { mode: 'wait', value: MAX_FIREWORK_PARTICLES } },
    color: { value: '#ffffff' },
    destroy: {
      mode: 'split',
      bounds: { top: { min: 10, max: 35 } },
      split: {
        sizeOffset: false,
        count: 1,
        factor: { value: 0.333333 },
        rate: { value: SPARKS_PER_ROCKET },
        colorOffset: { s: { min: -30, max: 30 }, l: { min: -30, max: 30 } },
        particles: {
          color: { value: FIREWORK_COLORS },
          number: { value: 0 },
          opacity: {
            value: { min: 0.1, max: 1 },
            animation: { enable: true, speed: 0.8, sync: false, startValue: 'max', destroy: 'min' },
          },
          shape: { type: 'circle' },
          size: {
            value: { min: 1, max: 2.5 },
            animation: { enable: true, speed: 5, count: 1, sync: false, startValue: 'min', destroy: 'none' },
          },
          life: { count: 1, duration: { value: { min: 0.4, max: 0.9 } } },
          move: {
            decay: { min: 0.05, max: 0.1 },
            enable: true,
            gravity: { enable: true, inverse: false, acceleration: 5 },
            speed: { min: 5, max: 15 },
            direction: 'none',
            outModes: 'destroy',
          },
        },
      },
    },
    life: { count: 1 },
    effect: { type: 'trail', options: { trail: { length: { min: 8, max: 16 }, minWidth: 1, maxWidth: 1 } } },
    shape: { type: 'circle' },
    size: { value: 1 },
    opacity: { value: 0.5 },
    rotate: { path: true },
    move: {
      enable: true,
      gravity: { acceleration: 15, enable: true, inverse: true, maxSpeed: 100 },
      speed: { min: 10, max: 20 },
      outModes: { default: 'destroy', top: 'none' },
    },
  },
  // No sound: autoplay startles, and it came from a CDN.
  sounds: { enable: false },
} satisfies ISourceOptions;
