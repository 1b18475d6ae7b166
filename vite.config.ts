import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { school } from './content/school.ts';
import { aliases, paths, subGalleryPath } from './client/src/config/paths.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const bffPort = process.env.PORT ?? '3000';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fills index.html's head from content/school.ts (the server replaces it with each page's own) and writes
 * routes.json, the list of page paths the server answers with 200; any other path gets the
 * page's own 404 view with a real 404 status.
 */
function siteIdentity(): Plugin {
  const values: Record<string, string> = {
    '%SCHOOL_TITLE%': `${school.name}, ${school.city} | ${school.tagline}`,
    '%SCHOOL_THEME_COLOR%': school.themeColor,
    '%SCHOOL_DESCRIPTION%': `${school.name}, ${school.city}: an ${school.medium}-medium ${school.boardShort} school since ${school.founded}. News, events, admissions, toppers and the parent portal.`,
  };
  return {
    name: 'site-identity',
    transformIndexHtml: (html) => html.replace(/%SCHOOL_[A-Z_]+%/g, (key) => escapeHtml(values[key] ?? key)),
    generateBundle() {
      const pages = Object.values(paths).filter((p) => !p.includes('.'));
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify({ pages, aliases: Object.keys(aliases), albumPath: subGalleryPath('') }, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./client'),
  publicDir: here('./client/public'),
  plugins: [react(), siteIdentity()],
  // The fireworks worker is started with { type: 'module' }.
  worker: { format: 'es' },
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
    // One stylesheet for the whole site (about 12 KB gzipped): server-rendered pages then paint
    // fully styled without knowing which page chunk's CSS they would need.
    cssCodeSplit: false,
    // scripts/bundle-size.ts reads it to add up each route's first-load bytes.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  // The server-rendering build (client/dist-ssr) carries React and the router inside it, so the
  // production image needs no client packages.
  ssr: { noExternal: true },
  server: {
    // `npm run dev`: the page hot-reloads while /bff, the media and the PDFs come from the BFF.
    proxy: {
      '/bff': `http://127.0.0.1:${bffPort}`,
      '/pdf': `http://127.0.0.1:${bffPort}`,
      '/content': `http://127.0.0.1:${bffPort}`,
    },
  },
}));
