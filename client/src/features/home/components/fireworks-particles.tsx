// The fireworks on the main thread with the tsparticles engine, for browsers without
// OffscreenCanvas. fireworks-canvas.tsx reaches this chunk only through a dynamic import(), so
// browsers that run the show in a worker never download the engine.
import type { Container } from '@tsparticles/engine';
import Particles, { initParticlesEngine } from '@tsparticles/react';
import { fireworks } from '@tsparticles/fireworks';
import { memo, useEffect, useState } from 'react';
import { fireworksOptions } from '../lib/fireworks-options.ts';
import { FIREWORKS_SHOW_SECONDS } from '../lib/fireworks-show.ts';

// Time for the last sparks to fade after the final launch.
const FADE_MS = 2500;

let engineReady: Promise<void> | null = null;

function loadEngine(): Promise<void> {
  // fireworks.init() registers the emitters, trail, split-on-destroy and other plugins that the
  // options use on the shared tsParticles engine.
  engineReady ??= initParticlesEngine(async () => {
    await fireworks.init();
  });
  return engineReady;
}

/** Once the show is over, stop the engine's animation loop instead of drawing an empty sky. */
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
        // Decorative only: without the engine the overlay simply has no fireworks.
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

// Particles reloads the whole scene whenever its props object changes identity; memo keeps a
// re-render of the overlay from restarting the show.
export default memo(FireworksParticles);
