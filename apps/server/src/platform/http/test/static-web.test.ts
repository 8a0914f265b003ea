import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '../static-web.ts';

let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'python-worker-abc.js'), 'self.x=1');
  fs.writeFileSync(path.join(dist, 'assets', 'style-abc.css'), 'a{}');
  fs.mkdirSync(path.join(dist, 'pyodide'));
  fs.writeFileSync(path.join(dist, 'pyodide', 'pyodide.asm.wasm'), 'wasm');
  app = Fastify();
  await serveWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('cross-origin isolation of the Python editor', () => {
  it('serves /python with COOP and COEP, other pages without', async () => {
    for (const url of ['/python', '/python?unitId=1', '/python/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-embedder-policy']).toBe('require-corp');
    }
    for (const url of ['/', '/work/home', '/python-course', '/scratch3']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('lets bundled scripts and self-hosted Pyodide run as workers of the isolated page', async () => {
    expect((await get('/assets/python-worker-abc.js')).headers['cross-origin-embedder-policy']).toBe(
      'require-corp',
    );
    expect((await get('/pyodide/pyodide.asm.wasm')).headers['cross-origin-embedder-policy']).toBe(
      'require-corp',
    );
    const css = await get('/assets/style-abc.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
