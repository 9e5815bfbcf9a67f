import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { gqlDocumentsPlugin } from './build/gql-documents-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { routeChunksPlugin } from './build/route-chunks-plugin.ts';
import { buildIdPlugin } from './build-id-plugin.ts';
import { SESSION_COOKIE } from './src/lib/session-cookie.ts';

/**
 * Markdown is formatted in a Web Worker, which has no DOM. Two packages under the pipeline publish
 * a `browser` build that needs one (micromark decodes `&amp;` with a DOM element, rehype-katex
 * parses KaTeX's HTML with DOMParser) beside a DOM-free default build: the app takes the default.
 */
const WITHOUT_DOM = ['decode-named-character-reference', 'hast-util-from-html-isomorphic'].map((name) => ({
  find: new RegExp(`^${name}$`),
  replacement: createRequire(import.meta.url).resolve(name),
}));

export default defineConfig(({ mode }) => {
  // The dev server forwards API and build-manifest calls to the Fastify server.
  const env = loadEnv(mode, process.cwd(), 'KREDA_');
  const apiTarget = env.KREDA_API_URL || process.env.KREDA_API_URL || 'http://localhost:3000';

  return {
    plugins: [
      gqlDocumentsPlugin(fileURLToPath(new URL('./src/gql', import.meta.url))),
      react(),
      tailwindcss(),
      buildIdPlugin(),
      routeChunksPlugin({ module: 'src/lib/current-user.ts', cookie: SESSION_COOKIE }),
      precompressPlugin(),
    ],
    resolve: {
      // Workspace packages (@kreda/shared) resolve to their TypeScript sources.
      conditions: ['source', ...defaultClientConditions],
      alias: WITHOUT_DOM,
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
      rolldownOptions: { output: { codeSplitting: CHUNK_GROUPS } },
    },
  };
});
