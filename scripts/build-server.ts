import { build } from 'esbuild';

// Bundles the server's own code (and the shared workspace package) into one file per entry, so
// production starts with plain `node` instead of compiling TypeScript at start-up: main.js is the web
// server, judge-worker.js the judge workers it forks (and `npm run judge` on judge machines). npm
// packages stay external.
await build({
  entryPoints: {
    main: 'apps/server/src/main.ts',
    'judge-worker': 'apps/server/src/judge-worker.ts',
  },
  outdir: 'apps/server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@ck/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
