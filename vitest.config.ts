import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    conditions: ['source'],
    // graphql 16 ships CJS (main) and ESM (module) builds; Node (and so graphql-yoga) loads the CJS
    // one, Vite would pick the ESM one for our sources: two GraphQLError classes, and yoga would mask
    // every DomainError. Pointing our imports at the CJS entry keeps one instance, as in production.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['core/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          // Several server processes share one database only on PostgreSQL: those tests run in its pass.
          exclude: process.env.DATABASE_URL ? [] : ['server/src/**/*.postgres.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Server tests wait on the database much of the time: one worker per core, not Vitest's
          // default of one fewer (which runs them one file at a time on a two-core machine).
          maxWorkers: '100%',
          globalSetup: ['server/src/test/pglite-template.ts'],
        },
      },
      {
        extends: true,
        // The web app's own logic (hooks, formatting) in a simulated DOM; pages are the journeys' job.
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['web/src/test/setup.ts'] },
      },
    ],
  },
});
