import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

const MODULES = 'apps/server/src/modules';

/**
 * Resolver mappers, gathered from each module's `codegen-mappers.json` (GraphQL type → `file#Type`
 * in that module): a GraphQL type backed by a row of another shape is declared beside the module,
 * not here. Paths are made relative to the generated file.
 */
function moduleMappers(): Record<string, string> {
  const mappers: Record<string, string> = {};
  for (const name of readdirSync(MODULES).sort()) {
    const file = `${MODULES}/${name}/codegen-mappers.json`;
    if (!existsSync(file)) continue;
    const own = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [type, target] of Object.entries(own)) {
      if (mappers[type]) throw new Error(`${file}: ${type} is already mapped to ${mappers[type]}`);
      mappers[type] = `../../modules/${name}/${target}`;
    }
  }
  return mappers;
}

// One schema (the server's SDL files), three outputs: resolver types for the server, typed
// document strings for the web client, and typed document strings for the server's integration
// tests (so their operations are checked against the SDL at typecheck time).
const config: CodegenConfig = {
  schema: 'apps/server/src/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'apps/server/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.ts#GraphQLContext',
        enumsAsTypes: true,
        useTypeImports: true,
        importExtension: '.ts',
        scalars: { DateTime: 'Date | string', JSON: 'unknown', Upload: 'File' },
        mappers: moduleMappers(),
      },
    },
    'apps/web/src/gql/': {
      preset: 'client',
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/gql/**/*'],
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown', Upload: 'File' },
      },
      presetConfig: { fragmentMasking: false },
    },
    'apps/server/src/testing/generated/': {
      preset: 'client',
      documents: [
        'apps/server/src/**/*.int.test.ts',
        'apps/server/src/testing/**/*.ts',
        // Each module's own test documents (`modules/<name>/testing/documents.ts`) and helpers.
        'apps/server/src/modules/*/testing/**/*.ts',
        '!apps/server/src/testing/generated/**/*',
      ],
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        importExtension: '.ts',
        // Uploads travel as multipart parts; the JSON variables hold null in their place.
        scalars: { DateTime: 'string', JSON: 'unknown', Upload: 'null' },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
