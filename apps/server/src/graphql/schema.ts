import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import { moduleResolvers } from '../modules.ts';
import type { GraphQLContext } from './context.ts';
import { DateTimeScalar, JSONScalar, UploadScalar } from './scalars.ts';

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every module's `.graphql` file, found under the source (or build) root. */
export function loadTypeDefs(root = sourceRoot): string[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  return files.map((file) => readFileSync(path.join(root, file), 'utf8'));
}

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [{ DateTime: DateTimeScalar, JSON: JSONScalar, Upload: UploadScalar }, ...moduleResolvers()],
  });
}
