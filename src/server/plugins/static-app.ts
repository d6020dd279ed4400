/**
 * Serves the built app (STATIC_DIR) and answers every other browser navigation with index.html, so
 * that the client's router handles deep links (SPA fallback). index.html, the service worker and
 * the manifest are revalidated on every load (an update must reach the candidate); Vite's hashed
 * files under /assets/ never change and are cached for a year. Text files go out precompressed
 * (Brotli or gzip, made at build time). Without a built app (tests, API
 * only) unknown paths are a JSON 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../domain/api-messages.ts';
import { SERVER_PATH_PREFIXES, serverPathPattern } from '../../domain/server-paths.ts';

/** Paths that belong to the server: never answered with the app's page. */
const SERVER_PATHS = SERVER_PATH_PREFIXES.map(serverPathPattern);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function cacheControlFor(filePath: string): string {
  return filePath.split(path.sep).includes('assets') ? IMMUTABLE : REVALIDATE;
}

function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const pathname = request.url.split('?')[0] ?? '';
  return !SERVER_PATHS.some((pattern) => pattern.test(pathname));
}

export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const hasApp = existsSync(path.join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      // Never a dotfile (e.g. a .vite/ folder a build tool may leave behind).
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes a .br and a .gz beside each text file (vite.config.ts): the one the
      // browser accepts is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
      },
    });
  } else {
    app.log.debug({ staticDir: root }, 'no built app found: serving the API only');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasApp && isAppNavigation(request)) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.code(404).send({ message: apiMessages.notFound });
  });
}
