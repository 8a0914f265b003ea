import { build } from 'esbuild';

// Bundles the server's own code (and the shared workspace package) into one file, so production
// starts with plain `node` instead of compiling TypeScript at start-up. npm packages stay external.
await build({
  entryPoints: ['apps/server/src/main.ts'],
  outfile: 'apps/server/dist/main.js',
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
