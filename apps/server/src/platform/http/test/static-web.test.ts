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

describe('the mobile companion at /m/', () => {
  let mobileApp: FastifyInstance;
  let mobileDist: string;
  beforeAll(async () => {
    mobileDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-web-m-'));
    fs.writeFileSync(path.join(mobileDist, 'index.html'), '<!doctype html><title>main</title>');
    fs.mkdirSync(path.join(mobileDist, 'm'));
    fs.writeFileSync(path.join(mobileDist, 'm', 'index.html'), '<!doctype html><title>mobile</title>');
    mobileApp = Fastify();
    await serveWebApp(mobileApp, mobileDist);
    await mobileApp.ready();
  });
  afterAll(async () => {
    await mobileApp.close();
    fs.rmSync(mobileDist, { recursive: true, force: true });
  });

  it("answers every /m/ route with the companion's page, cached like the main app's page", async () => {
    const main = await mobileApp.inject({ method: 'GET', url: '/home-page/home' });
    for (const url of [
      '/m/',
      '/m/?orgId=1',
      '/m/article/abc',
      '/m/report/tok123',
      '/m/assessment/x?orgId=2',
    ]) {
      const res = await mobileApp.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>mobile</title>');
      expect(res.headers['cache-control']).toBe(main.headers['cache-control']);
    }
  });

  it('sends /m to /m/ with its query', async () => {
    const res = await mobileApp.inject({ method: 'GET', url: '/m?orgId=7' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/?orgId=7');
  });

  it("leaves the main app's routes and missing assets as they were", async () => {
    for (const url of ['/', '/mobile', '/home-page/home', '/ma/x']) {
      const res = await mobileApp.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>main</title>');
    }
    expect((await mobileApp.inject({ method: 'GET', url: '/m/missing.js' })).statusCode).toBe(404);
    expect((await mobileApp.inject({ method: 'GET', url: '/api/mp/v1/nope' })).statusCode).toBe(404);
  });
});

describe('content security policy of the pages', () => {
  let cspApp: FastifyInstance;
  let cspDist: string;
  beforeAll(async () => {
    cspDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-web-csp-'));
    fs.writeFileSync(path.join(cspDist, 'index.html'), '<!doctype html><title>main</title>');
    fs.mkdirSync(path.join(cspDist, 'm'));
    fs.writeFileSync(path.join(cspDist, 'm', 'index.html'), '<!doctype html><title>mobile</title>');
    fs.mkdirSync(path.join(cspDist, 'scratch-gui'));
    fs.writeFileSync(path.join(cspDist, 'scratch-gui', 'editor.html'), '<!doctype html><title>gui</title>');
    fs.writeFileSync(path.join(cspDist, 'scratch-gui', 'gui.js'), 'x=1');
    fs.writeFileSync(
      path.join(cspDist, 'scratch-gui', 'prepared.json'),
      JSON.stringify({ version: '1', scriptHashes: ['AbC+/1='] }),
    );
    cspApp = Fastify();
    await serveWebApp(cspApp, cspDist);
    await cspApp.ready();
  });
  afterAll(async () => {
    await cspApp.close();
    fs.rmSync(cspDist, { recursive: true, force: true });
  });
  const directive = (policy: string | undefined, name: string) =>
    String(policy)
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  it('runs only this site’s scripts on the app’s and the companion’s pages: no inline script', async () => {
    for (const url of ['/', '/home-page/home', '/python', '/m/', '/m/article/1']) {
      const res = await cspApp.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const policy = res.headers['content-security-policy'] as string;
      expect(directive(policy, 'script-src'), url).toBe("script-src 'self' 'unsafe-eval'");
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    }
  });

  it('gives the Scratch editor frame its own policy: blob scripts, its sandbox’s inline scripts by hash, no other site', async () => {
    const res = await cspApp.inject({ method: 'GET', url: '/scratch-gui/editor.html' });
    expect(res.statusCode).toBe(200);
    const policy = res.headers['content-security-policy'] as string;
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-eval' blob: 'sha256-AbC+/1='");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    // This site and Scratch Link's two local addresses, nothing else.
    expect(directive(policy, 'connect-src')).not.toMatch(/https?:/);
  });

  it('sends no page policy with scripts and other files', async () => {
    const res = await cspApp.inject({ method: 'GET', url: '/scratch-gui/gui.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
