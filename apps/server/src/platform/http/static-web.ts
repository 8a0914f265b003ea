import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pagePolicies } from './content-security.ts';
import { fail } from './envelope.ts';

const API_PREFIXES = ['/api/', '/ojapi/', '/websocket/'];

/** The mobile companion's own page (apps/web/m/index.html), the shell of every `/m/` route. */
const MOBILE_SHELL = 'm/index.html';

/** Whether a page path belongs to the mobile companion (`/m/` and below). */
export function isMobilePage(urlPath: string): boolean {
  return urlPath.startsWith('/m/');
}

/** Pages that need cross-origin isolation (SharedArrayBuffer): the Python editor's `input()`. */
const ISOLATED_PAGES = new Set(['/python', '/python/']);

/**
 * Cross-origin isolation headers for a response. The isolated page's document gets COOP + COEP; the
 * scripts it may start as workers (bundled chunks, self-hosted Pyodide) carry COEP too, since a
 * dedicated worker of an isolated document must. COEP on a script loaded any other way is ignored.
 */
export function isolationHeaders(urlPath: string, kind: 'page' | 'file'): Record<string, string> {
  if (kind === 'page')
    return ISOLATED_PAGES.has(urlPath)
      ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' }
      : {};
  const workerScript =
    urlPath.startsWith('/pyodide/') || (urlPath.startsWith('/assets/') && /\.m?js$/.test(urlPath));
  return workerScript ? { 'Cross-Origin-Embedder-Policy': 'require-corp' } : {};
}

/** The Scratch editor's sandbox script hashes the web build recorded (none when not built). */
function scratchScriptHashes(distDir: string): string[] {
  try {
    const prepared = JSON.parse(fs.readFileSync(path.join(distDir, 'scratch-gui/prepared.json'), 'utf8'));
    return Array.isArray(prepared.scriptHashes) ? prepared.scriptHashes.map(String) : [];
  } catch {
    return [];
  }
}

/** Serves the built web app on the same port, with SPA fallback for client-side routes. */
export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasDist = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasDist) await app.register(fastifyStatic, { root: distDir, serve: false });
  const hasMobile = fs.existsSync(path.join(distDir, MOBILE_SHELL));
  const pagePolicy = pagePolicies(scratchScriptHashes(distDir));

  app.get('/*', { config: { guard: 'public' } }, async (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split('?')[0]);
    if (API_PREFIXES.some((p) => urlPath.startsWith(p)) || urlPath === '/api') {
      return reply.status(404).send(fail(404, `资源不存在：${req.method} ${urlPath}`));
    }
    // `/m` alone is the companion too; its relative links need the trailing slash.
    if (urlPath === '/m') {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.redirect(`/m/${query}`, 302);
    }
    if (!hasDist)
      return reply.status(503).type('text/plain; charset=utf-8').send('前端尚未构建，请先运行 npm run build');
    const file = path.normalize(path.join(distDir, urlPath));
    if (file.startsWith(distDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = urlPath.startsWith('/assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.headers(isolationHeaders(urlPath, 'file'));
      if (urlPath.endsWith('.html')) reply.header('Content-Security-Policy', pagePolicy(urlPath));
      return reply.sendFile(path.relative(distDir, file));
    }
    // Asset paths that do not exist must fail, not return the HTML shell (that breaks chunk recovery).
    if (path.extname(urlPath)) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    reply.header('Cache-Control', 'no-cache');
    reply.headers(isolationHeaders(urlPath, 'page'));
    reply.header('Content-Security-Policy', pagePolicy(urlPath));
    if (isMobilePage(urlPath) && hasMobile) return reply.sendFile(MOBILE_SHELL);
    return reply.sendFile('index.html');
  });
}
