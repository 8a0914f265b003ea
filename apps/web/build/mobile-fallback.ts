import type { Plugin } from 'vite';

/** A client-side route of the mobile companion: under `/m/`, not a file (no extension). */
export function isMobileRoute(url: string): boolean {
  const path = url.split(/[?#]/)[0];
  if (path !== '/m' && !path.startsWith('/m/')) return false;
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Dev server: `/m/` routes get the companion's own page (m/index.html) instead of the main app's,
 * as the production server does.
 */
export function mobileFallback(): Plugin {
  return {
    name: 'ck-mobile-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method === 'GET' && req.url && isMobileRoute(req.url) && accept.includes('text/html')) {
          const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
          req.url = `/m/index.html${query}`;
        }
        next();
      });
    },
  };
}
