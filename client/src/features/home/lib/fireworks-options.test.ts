import { describe, expect, it } from 'vitest';
import { fireworksOptions } from './fireworks-options.ts';
import { FIREWORKS_FPS_LIMIT, FIREWORKS_SHOW_SECONDS, MAX_FIREWORK_PARTICLES } from './fireworks-show.ts';

describe('fireworksOptions', () => {
  it('caps rockets and sparks together at 500 particles', () => {
    expect(MAX_FIREWORK_PARTICLES).toBeLessThanOrEqual(500);
    expect(fireworksOptions.particles.number.limit.value).toBe(MAX_FIREWORK_PARTICLES);
    // 'wait' refuses new particles at the cap; 'delete' would churn old ones instead.
    expect(fireworksOptions.particles.number.limit.mode).toBe('wait');
    expect(fireworksOptions.particles.number.value).toBe(0);
  });

  it('keeps the natural load well under the cap and the frame rate bounded', () => {
    const rocketsPerSecond = 1 / fireworksOptions.emitters.rate.delay;
    const sparksPerRocket = fireworksOptions.particles.destroy.split.rate.value.max;
    const sparkLifeSeconds = fireworksOptions.particles.destroy.split.particles.life.duration.value.max;
    expect(rocketsPerSecond * sparksPerRocket * sparkLifeSeconds).toBeLessThan(MAX_FIREWORK_PARTICLES);
    expect(fireworksOptions.fpsLimit).toBe(FIREWORKS_FPS_LIMIT);
    expect(FIREWORKS_FPS_LIMIT).toBeLessThanOrEqual(60);
  });

  it('launches for a bounded time rather than for as long as the overlay stays open', () => {
    expect(fireworksOptions.emitters.life).toEqual({ count: 1, duration: FIREWORKS_SHOW_SECONDS });
    expect(FIREWORKS_SHOW_SECONDS).toBeGreaterThan(0);
  });

  it('plays no sound and leaves sizing to the overlay', () => {
    expect(fireworksOptions.sounds.enable).toBe(false);
    expect(fireworksOptions.fullScreen.enable).toBe(false);
  });
});
