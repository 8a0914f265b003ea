import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev proxy target; override with CK_API_TARGET to point at another server.
const backend = process.env.CK_API_TARGET ?? 'http://127.0.0.1:8080';

// Framework libraries get long-lived vendor chunks. antd is left to the bundler on purpose: split by
// usage, the login page and the shell load a fraction of it instead of one 1 MB antd chunk.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  { name: 'vendor-query', test: /node_modules[\\/](@tanstack|zustand)[\\/]/, priority: 15 },
  { name: 'vendor-dayjs', test: /node_modules[\\/]dayjs[\\/]/, priority: 15 },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 15 },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: lets the bundle benchmark list what each page loads first.
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ojapi': { target: backend, changeOrigin: true },
      '/websocket': { target: backend, ws: true, changeOrigin: true },
    },
  },
});
