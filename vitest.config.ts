import { defineConfig } from 'vitest/config';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts', 'apps/judge/test/**/*.test.ts'],
    globalSetup: ['apps/server/test/helpers/global-setup.ts'],
    env: { CK_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      serverProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('api-postgres', 'postgres')] : []),
      { test: { name: 'unit', include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts'] } },
    ],
  },
});
