import { createRequire } from 'node:module';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages are resolved to their TypeScript sources through the `source` export condition.
// `module` is left out: Node (unlike a bundler) cannot load the extensionless ESM builds some
// packages publish under it (the AWS SDK's), and production Node never uses it either.
const serverConditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];
// graphql-js ships CommonJS and ESM builds; Node (and so graphql-ws, Yoga) loads the CommonJS one.
// Pointing our own code at the same file keeps one GraphQLError class, as in production.
const graphqlAlias = [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }];
// eventsource-parser (under the AI SDK) publishes its TypeScript under a `source` condition too:
// the SDK is run through Vite, which can transform it, rather than handing Node a .ts file.
const serverDeps = { deps: { inline: [/node_modules\/(ai|@ai-sdk\/[^/]+|eventsource-parser)\//] } };

/*
 * Integration files share their worker's module graph (`isolate: false`): each starts its own server
 * on its own database, so nothing they test is shared, and importing the server once per worker
 * rather than once per file saves most of the pass's import time (246 s → 20 s of CPU). The files
 * that replace modules (`vi.mock`) or globals run isolated, in a project of their own.
 */
const ISOLATED_INTEGRATION = [
  'apps/server/src/modules/conversations/early-answer.int.test.ts',
  'apps/server/src/platform/extraction/ocr.int.test.ts',
  // Sentry installs process-wide handlers and a global client.
  'apps/server/src/error-reporting.int.test.ts',
];

export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (CPUs − 1 workers). The integration files
    // spend much of their time waiting (retry back-offs, restarts, streamed answers), so two run
    // side by side; each has its own server and database, so they cannot see each other.
    maxWorkers: 2,
    projects: [
      {
        resolve: { conditions: serverConditions, alias: graphqlAlias },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        resolve: { conditions: serverConditions, alias: graphqlAlias },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'server-unit',
          environment: 'node',
          server: serverDeps,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
        },
      },
      {
        resolve: { conditions: serverConditions, alias: graphqlAlias },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'server-integration',
          environment: 'node',
          server: serverDeps,
          include: ['apps/server/src/**/*.int.test.ts'],
          exclude: ISOLATED_INTEGRATION,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { conditions: serverConditions, alias: graphqlAlias },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'server-integration-isolated',
          environment: 'node',
          server: serverDeps,
          include: ISOLATED_INTEGRATION,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
