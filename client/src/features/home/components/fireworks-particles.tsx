// Main-thread fireworks (tsparticles) for browsers without OffscreenCanvas; imported dynamically, so
// worker-capable browsers never download the engine.
import type { Container } from '@tsparticles/engine';
import Particles, { initParticlesEngine } from '@tsparticles/react';
import { fireworks } from '@tsparticles/fireworks';
import { memo, useEffect, useState } from 'react';
import { fireworksOptions } from '../lib/fireworks-options.ts';
import { FIREWORKS_SHOW_SECONDS } from '../lib/fireworks-show.ts';

// Time for the last sparks to fade.
const FADE_MS = 2500;

let engineReady: Promise<void> | null = null;

function loadEngine(): Promise<void> {
  // Registers the plugins the options use.
  engineReady ??= initParticlesEngine(async () => {
    await fireworks.init();
  });
  return engineReady;
}

/** Stops the animation loop after the show. */
async function pauseAfterShow(container?: Container): Promise<void> {
  if (!container) return;
  window.setTimeout(
    () => {
      if (!container.destroyed) container.pause();
    },
    FIREWORKS_SHOW_SECONDS * 1000 + FADE_MS,
  );
}

function FireworksParticles() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    loadEngine().then(
      () => live && setReady(true),
      () => {
        // Decorative only.
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return ready ? (
    <Particles
      id="home-fireworks"
      className="fireworks-overlay__canvas"
      options={fireworksOptions}
      particlesLoaded={pauseAfterShow}
    />
  ) : null;
}

// Particles restarts on new props; memo keeps overlay re-renders from restarting the show.
export default memo(FireworksParticles);
