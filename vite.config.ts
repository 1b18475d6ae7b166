import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const bffPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: here('./client'),
  publicDir: here('./client/public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@/': here('./client/src/'),
      '@shared/': here('./shared/'),
      '@content/': here('./content/'),
    },
  },
  build: {
    outDir: here('./client/dist'),
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    // scripts/bundle-size.ts reads it to add up each route's first-load bytes.
    manifest: true,
  },
  server: {
    // `npm run dev`: the page hot-reloads while /bff, the media and the PDFs come from the BFF.
    proxy: {
      '/bff': `http://127.0.0.1:${bffPort}`,
      '/pdf': `http://127.0.0.1:${bffPort}`,
    },
  },
});
