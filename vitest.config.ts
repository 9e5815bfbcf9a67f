import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages are resolved to their TypeScript sources through the `source` export condition.
const serverConditions = ['source', ...defaultServerConditions];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'server-unit',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
        },
      },
      {
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
        test: {
          name: 'server-integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
