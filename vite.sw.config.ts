import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The service worker (client/src/sw/service-worker.ts) as one classic script, client/dist/sw.js,
 * built after the client into the same folder. Its name never changes (browsers look for updates
 * at that address; the server sends it with no-cache), so it is not hashed.
 */
export default defineConfig({
  root: here('./client'),
  publicDir: false,
  // Workbox's logging is for development builds only.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: here('./client/dist'),
    emptyOutDir: false,
    // The client's target (vite.config.ts).
    target: 'es2022',
    copyPublicDir: false,
    manifest: false,
    lib: {
      entry: here('./client/src/sw/service-worker.ts'),
      formats: ['iife'],
      name: 'schoolServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
