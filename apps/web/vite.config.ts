import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { buildIdPlugin } from './build-id-plugin.ts';

export default defineConfig(({ mode }) => {
  // The dev server forwards API and build-manifest calls to the Fastify server.
  const env = loadEnv(mode, process.cwd(), 'KREDA_');
  const apiTarget = env.KREDA_API_URL || process.env.KREDA_API_URL || 'http://localhost:3000';

  return {
    plugins: [react(), tailwindcss(), buildIdPlugin()],
    resolve: {
      // Workspace packages (@kreda/shared) resolve to their TypeScript sources.
      conditions: ['source', ...defaultClientConditions],
    },
    server: {
      proxy: {
        '/api': { target: apiTarget, ws: true },
        '/builds': { target: apiTarget },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
  };
});
