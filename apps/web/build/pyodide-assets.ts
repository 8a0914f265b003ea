import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The files of the `pyodide` npm package the Python editor loads: the loader, CPython, its stdlib. */
export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

/** Copies the files into `<public>/pyodide/` unless an identical copy (same size) is there already. */
export function copyPyodide(publicDir: string): { dir: string; bytes: number } {
  const source = path.dirname(require.resolve('pyodide/package.json'));
  const target = path.join(publicDir, 'pyodide');
  fs.mkdirSync(target, { recursive: true });
  let bytes = 0;
  for (const name of PYODIDE_FILES) {
    const from = path.join(source, name);
    const to = path.join(target, name);
    const size = fs.statSync(from).size;
    bytes += size;
    if (!fs.existsSync(to) || fs.statSync(to).size !== size) fs.copyFileSync(from, to);
  }
  return { dir: target, bytes };
}

/**
 * Self-hosts Pyodide: the Python editor runs CPython from `/pyodide/` of this site, never a CDN. The
 * folder is generated (gitignored) before every build and dev start. In dev, it also sends the
 * cross-origin isolation headers the production server sends for `/python` (SharedArrayBuffer for
 * `input()`).
 */
export function pyodideAssets(): Plugin {
  let publicDir = '';
  return {
    name: 'ck-pyodide-assets',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      copyPyodide(publicDir);
    },
    configureServer(server) {
      copyPyodide(publicDir);
      const isolate: Connect.NextHandleFunction = (req, res, next) => {
        const url = req.url ?? '';
        const isDocument = req.headers['sec-fetch-dest'] === 'document';
        if (!isDocument || url === '/python' || url.startsWith('/python?')) {
          res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
          if (isDocument) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
        }
        next();
      };
      server.middlewares.use(isolate);
    },
  };
}
