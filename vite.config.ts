import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliases, paths, subGalleryPath } from './client/src/config/paths.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const bffPort = process.env.PORT ?? '3000';

/**
 * Writes routes.json, the list of page paths the server answers with 200; any other path gets the
 * page's own 404 view with a real 404 status. (The school's name and colours are not in the build:
 * the server puts them in each page from the content folder.)
 */
function siteRoutes(): Plugin {
  return {
    name: 'site-routes',
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

const reactPackages = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Every page loads React and the app's boot code; left to itself the bundler cut them into 20
 * files of 0.5-8 KB (one per set of chunks sharing them), and each costs a phone a request and the
 * main thread a script fetch. Two chunks instead: React, and everything the boot code imports
 * statically. The router and the pages stay in their own chunks.
 */
function firstLoadChunks() {
  let bootClosure: Set<string> | undefined;
  type Context = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
  const collect = (id: string, ctx: Context, into: Set<string>) => {
    // Virtual modules (Vite's preload helper) stay out: the entry uses them too.
    if (into.has(id) || reactPackages.test(id) || id.startsWith('\0')) return;
    into.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) collect(next, ctx, into);
  };
  return [
    // The entry needs it before React; left out of the groups, it would land in the app's chunk.
    { name: 'preload-helper', test: /^\0vite\/preload-helper/ },
    { name: 'react', test: reactPackages },
    {
      name(id: string, ctx: Context) {
        if (!bootClosure) {
          // What boot imports, not boot itself: moved into the group, its code would no longer
          // run when the entry imports it (it has no exports, only effects).
          const boot = here('./client/src/app/boot.tsx');
          bootClosure = new Set();
          for (const imported of ctx.getModuleInfo(boot)?.importedIds ?? []) collect(imported, ctx, bootClosure);
          bootClosure.delete(boot);
        }
        return bootClosure.has(id) ? 'app' : null;
      },
    },
  ];
}

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./client'),
  publicDir: here('./client/public'),
  plugins: [react(), siteRoutes()],
  // The fireworks worker is started with { type: 'module' }.
  worker: { format: 'es' },
  resolve: {
    alias: {
      '@/': here('./client/src/'),
      '@shared/': here('./shared/'),
    },
  },
  build: {
    outDir: here('./client/dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Two entries: the app (index.html) and the one script of a text page, which needs no React.
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: { index: here('./client/index.html'), 'text-page': here('./client/src/text-page.ts') },
          output: { codeSplitting: { groups: firstLoadChunks() } },
        },
    // A stylesheet per page module: the server inlines the site's and the shown page's
    // (server/modules/pages/page-styles.ts), not every page's.
    cssCodeSplit: true,
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
