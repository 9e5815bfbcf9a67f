import type { Plugin } from 'vite';
import { type BuiltChunk, ROUTE_CHUNKS_FILE, routeChunks } from './route-chunks.ts';

/**
 * Writes dist/.vite/route-chunks.json: for every route, the chunks it needs beyond the entry's
 * (see route-chunks.ts), as URLs. `session` names the module the root loader imports when a
 * session cookie exists, and that cookie.
 */
export function routeChunksPlugin(session: { module: string; cookie: string }): Plugin {
  let root = '';
  return {
    name: 'kreda-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          moduleIds: output.moduleIds,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const url = (file: string) => `/${file}`;
      const found = routeChunks(chunks, root, session);
      const asUrls = <T extends { scripts: string[]; styles: string[] }>(files: T): T => ({
        ...files,
        scripts: files.scripts.map(url),
        styles: files.styles.map(url),
      });
      const file = {
        entry: asUrls(found.entry),
        routes: found.routes.map(asUrls),
        session: { ...found.session, scripts: found.session.scripts.map(url) },
      };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(file, null, 1)}\n`,
      });
    },
  };
}
