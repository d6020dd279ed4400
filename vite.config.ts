/**
 * Build of the React PWA (src/app) into dist/app, which the server serves, plus its service worker
 * (sw/, built by vite-plugin-pwa's injectManifest into dist/app/sw.js) and the web app manifest.
 *
 * - The manifest lives at the root (manifest.webmanifest) and is handed to the plugin as an object:
 *   the plugin emits it and links it from index.html. Linking the root file from index.html instead
 *   makes Vite hash it and leaves the icon paths inside it wrong (docs/pitfalls.md, "Let the plugin
 *   emit the manifest").
 * - We register the service worker ourselves with workbox-window (src/app/lib/pwa/), so the plugin
 *   injects no registration script: the server's CSP forbids inline scripts anyway.
 * - Everything the entry imports statically, sign-in's page included, is one chunk (the entry's),
 *   what the public pages load lazily one `public` chunk, the signed-in pages one `signed-in`
 *   chunk (`lazyModulesByLoader`); index.html preloads what little the entry still imports
 *   (`preloadEntryImports`), and every text file
 *   gets a Brotli and a gzip copy beside it (`precompress`) that the server sends instead
 *   (docs/decisions/060).
 * - The build id (git commit plus build time, or BUILD_ID from the environment) is compiled in as
 *   `__BUILD_ID__` (read through src/app/lib/pwa/build-id.ts); the persisted query cache is keyed
 *   and busted by it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { SERVER_PATH_PREFIXES } from './src/domain/server-paths.ts';

/** The API server the dev server forwards the server's own paths to (src/domain/server-paths.ts). */
const API_TARGET = 'http://localhost:8080';
const proxy = () => Object.fromEntries(SERVER_PATH_PREFIXES.map((path) => [path, API_TARGET]));

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'nogit';
  }
}

/** e.g. `90696f7c1a2b.20251120T233500Z`: the commit says what, the time tells two builds apart. */
const BUILD_ID =
  process.env.BUILD_ID ??
  `${gitCommit()}.${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/**
 * Operators set one name for each setting the server and the app share (README, "Configuration"):
 * the app reads it at build time under Vite's VITE_ prefix, and `npm start` builds before it serves.
 */
for (const name of [
  'SUPPORT_EMAIL',
  'TERMS_URL',
  'PRIVACY_URL',
  'SENTRY_DSN',
  'COGNITIVE_ASSESSMENT_ID',
]) {
  // An unset setting stays unset: assigning `undefined` to process.env stores the string
  // "undefined", which once became `href="undefined"` links and a Sentry start with that DSN.
  const value = process.env[name];
  if (process.env[`VITE_${name}`] === undefined && value !== undefined && value.trim() !== '') {
    process.env[`VITE_${name}`] = value;
  }
}

/**
 * `<link rel="modulepreload">` in index.html for every script the entry imports statically. The
 * entry holds all its static imports itself (`codeSplitting` below), so this is only Rolldown's
 * runtime helpers (under 1 kB) today; the plugin keeps the browser from finding a script only once
 * its importer has arrived, a round trip each on a slow phone, should the bundler split one off
 * again. Lazy routes still have no lists (docs/decisions/015); they load on navigation.
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'candidate-portal:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output] as const] : [],
          ),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('the build has no entry chunk');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(entry.fileName);
        files.delete(entry.fileName); // index.html loads it already
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Left out of the precache. The pages an e-mail link opens (confirmations, a password reset, the
 * change-of-address results) need the server that the link itself reaches; offline they show the
 * error page instead. The install icons are fetched by the browser when it installs the app,
 * online; only the favicon is shown by a page.
 */
const NOT_NEEDED_OFFLINE = [
  'assets/add-secondary-email-*',
  'assets/change-email-*',
  'assets/email-confirmed-*',
  'assets/email-already-confirmed-*',
  'assets/email-link-pages-*',
  'assets/secondary-email-result-*',
  'assets/reset-password-*',
  'assets/registration-thank-you-*',
  'icon-*.png',
  'apple-touch-icon.png',
];

/** Whether NOT_NEEDED_OFFLINE leaves out the chunk of the lazy module `id` (named after its file). */
function notNeededOffline(id: string): boolean {
  const chunk = `assets/${path.basename(id).replace(/\.tsx?$/, '')}-`;
  return NOT_NEEDED_OFFLINE.some(
    (glob) => glob.endsWith('-*') && chunk.startsWith(glob.slice(0, -1)),
  );
}

/**
 * Which lazy modules the public pages and the signed-in pages load, for the `codeSplitting` groups
 * below (docs/decisions/060), read from the module graph once it is built, so a
 * new route lands in its group without a list to keep:
 * - `public`: what `router.tsx` imports lazily (the public pages' routes and `query-scope.tsx`,
 *   which every page but sign-in mounts), but the pages NOT_NEEDED_OFFLINE leaves out, plus what
 *   those pages share with the signed-in pages;
 * - `signedIn`: what `signed-in-area.tsx` imports lazily (the signed-in pages' routes and layout).
 *
 * It also fails the build when a chunk of what `router.tsx` loads, e-mail link pages included,
 * imports the `signed-in` chunk: a first visit to that page would download every signed-in page.
 */
function lazyModulesByLoader() {
  const lazy = { public: new Set<string>(), signedIn: new Set<string>() };
  const router = path.resolve(import.meta.dirname, 'src/app/app/router.tsx');
  const signedInArea = path.resolve(import.meta.dirname, 'src/app/app/signed-in-area.tsx');
  const plugin: Plugin = {
    name: 'candidate-portal:lazy-modules-by-loader',
    apply: 'build',
    buildEnd() {
      lazy.public.clear();
      lazy.signedIn.clear();
      const lazilyImportedBy = (id: string) => {
        const info = this.getModuleInfo(id);
        if (!info) this.error(`${id} is not in the module graph: the chunk groups need it`);
        return info.dynamicallyImportedIds;
      };
      for (const id of lazilyImportedBy(router)) if (!notNeededOffline(id)) lazy.public.add(id);
      for (const id of lazilyImportedBy(signedInArea)) lazy.signedIn.add(id);
      // A module that only the pages left out of the precache and the signed-in pages use (such
      // as lib/api/query-keys.ts) would land in `signed-in`: it goes with the public pages.
      const staticallyReached = (ids: Iterable<string>): Set<string> => {
        const reached = new Set<string>();
        const visit = (id: string): void => {
          if (reached.has(id) || id.includes('/node_modules/')) return;
          reached.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        for (const id of ids) visit(id);
        return reached;
      };
      const signedInModules = staticallyReached(lazy.signedIn);
      const leftOut = lazilyImportedBy(router).filter(notNeededOffline);
      for (const id of staticallyReached(leftOut)) {
        if (signedInModules.has(id)) lazy.public.add(id);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      const loadsSignedIn = (fileName: string, seen = new Set<string>()): boolean => {
        if (seen.has(fileName)) return false;
        seen.add(fileName);
        const chunk = chunks.get(fileName);
        if (!chunk) return false;
        return chunk.name === 'signed-in' || chunk.imports.some((f) => loadsSignedIn(f, seen));
      };
      const publicPages = new Set(this.getModuleInfo(router)?.dynamicallyImportedIds);
      for (const chunk of chunks.values()) {
        const page = chunk.moduleIds.find((id) => publicPages.has(id));
        if (page && loadsSignedIn(chunk.fileName)) {
          this.error(`${path.basename(page)} (router.tsx loads it) imports the signed-in chunk`);
        }
      }
    },
  };
  return { plugin, lazy };
}

const lazyModules = lazyModulesByLoader();

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * A Brotli (`.br`) and a gzip (`.gz`) copy of every text file the build writes, made once here at
 * the highest levels; the server sends the one the browser accepts (`@fastify/static`
 * `preCompressed`), so a slow link carries about a quarter of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'candidate-portal:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/app';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  plugins: [
    react(),
    preloadEntryImports(),
    precompress(),
    lazyModules.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // public/ files (icons) are precached by the glob below; listing them here too would only
      // duplicate the entries.
      includeManifestIcons: false,
      injectManifest: {
        // Vite 8 warns about `inlineDynamicImports` for the default ES format; the worker is one
        // classic script anyway (registered with type "classic").
        rollupFormat: 'iife',
        // The app shell and every route chunk, so that any page, visited or not, opens offline
        // (the plugin adds manifest.webmanifest itself), except what offline use never needs:
        // each entry costs a slow phone a round trip before "Ready to work offline"
        // (docs/decisions/059).
        globPatterns: ['**/*.{js,css,html,png,svg,ico,woff,woff2}'],
        globIgnores: ['**/*.map', 'sw.js', ...NOT_NEEDED_OFFLINE],
        // A route chunk above 2 MiB would be a bug worth seeing: fail the build (plugin default).
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        // Largest first: the worker fetches in this order, six at a time, so the big shared chunk
        // streams from the start while the small files share the rest of the link, instead of
        // arriving last on its own (docs/decisions/059).
        manifestTransforms: [
          (entries) => ({ manifest: [...entries].sort((a, b) => b.size - a.size), warnings: [] }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // Browsers with service workers, ES modules and BroadcastChannel; keeps the bundle lean.
    target: 'es2022',
    // No preload lists: each lazy route would carry the list of its chunks in the entry, which /login
    // pays for on its first load (docs/decisions/015). A route's own imports still load in parallel
    // once its chunk arrives, and after the first visit the service worker serves them all.
    modulePreload: false,
    // The signed-in pages are one chunk on purpose (about 870 kB minified, 223 kB gzip): one
    // precache file instead of dozens (docs/decisions/060). What a page downloads
    // is measured by `npm run bench:first-load`; this only warns when a chunk passes 1 MB.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // Every module the entry needs at start in one chunk, the entry's: Rolldown's own split made
      // /login fetch 19 scripts, and each costs a slow phone request time and its own compile.
      // Then the public pages' lazy modules (`lazyModulesByLoader`) with every module they use
      // are one `public` chunk, and the signed-in pages' routes with every module only they use
      // one `signed-in` chunk. A group takes its modules' dependencies along (Rolldown's default,
      // after tree-shaking), and a module both groups want goes to the higher priority's. So a
      // first /register fetches the entry and `public`: what the public pages use, and nothing
      // that only signed-in pages use (checked, `lazyModulesByLoader`); a signed-in page fetches
      // `signed-in` too. Lazy modules in neither group (dialogs, the alerts region,
      // workbox-window, the e-mail link pages) stay chunks of their own. Few files: the precache
      // was 132 files, mostly under 1 kB, and a slow phone pays a round trip for each before
      // "Ready to work offline" (docs/decisions/060).
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            {
              name: 'public',
              priority: 2,
              test: (id: string) => lazyModules.lazy.public.has(id),
            },
            {
              name: 'signed-in',
              priority: 1,
              test: (id: string) => lazyModules.lazy.signedIn.has(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: proxy(),
  },
  preview: {
    proxy: proxy(),
  },
});
