import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://127.0.0.1:8080';

// Vendor groups keep the entry chunk small and let browsers cache libraries across releases.
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'vendor-antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/, priority: 20 },
  { name: 'vendor-query', test: /node_modules[\\/](@tanstack|zustand)[\\/]/, priority: 15 },
  { name: 'vendor-dayjs', test: /node_modules[\\/]dayjs[\\/]/, priority: 15 },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 15 },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
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
