import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdColorSplit } from './build/antd-color-split.ts';
import { mobileFallback } from './build/mobile-fallback.ts';
import { pyodideAssets } from './build/pyodide-assets.ts';

// The dev proxy target; override with CK_API_TARGET to point at another server.
const backend = process.env.CK_API_TARGET ?? 'http://127.0.0.1:8080';

// Framework libraries get long-lived vendor chunks. antd is left to the bundler on purpose: split by
// usage, the login page and the shell load a fraction of it instead of one 1 MB antd chunk. dayjs has
// no group: its plugins belong with the date pickers, only the core loads with the shell.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  { name: 'vendor-query', test: /node_modules[\\/](@tanstack|zustand)[\\/]/, priority: 15 },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 15 },
];

const RC_COMPONENT = /node_modules[\\/]@rc-component[\\/].*\.m?js$/;

export default defineConfig({
  plugins: [react(), antdColorSplit(), pyodideAssets(), mobileFallback()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: lets the bundle benchmark list what each page loads first.
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Two pages: the platform, and the mobile companion at /m/ (React only, no antd).
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        mobile: fileURLToPath(new URL('m/index.html', import.meta.url)),
      },
      // The Scratch packages ship webpack bundles with a guarded `eval("require('crypto')")` they never reach in a browser.
      onLog(level, log, handler) {
        if (
          log.code === 'EVAL' &&
          /node_modules[\\/]scratch-[a-z-]+[\\/]/.test(`${log.id ?? ''}${log.message}`)
        )
          return;
        handler(level, log);
      },
      treeshake: {
        // The @rc-component packages (antd's internals) are pure but do not say so in package.json;
        // without this, their barrels tie unused components into the chunks of the public pages.
        moduleSideEffects: (id: string) => (RC_COMPONENT.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  // The Python editor's worker imports Pyodide as an ES module.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ojapi': { target: backend, changeOrigin: true },
      '/websocket': { target: backend, ws: true, changeOrigin: true },
    },
  },
});
