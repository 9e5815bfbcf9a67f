import { createServer } from 'node:http';
import Fastify from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import mercurius from 'mercurius';
import { PEER_TYPE_DEFS, type PeerPayloads, peerResolvers } from './peer-schema.ts';

/*
 * One peer GraphQL server in its own process (started by bench/peer-servers.ts, as the built server
 * and the bare node:http one are): `PEER=mercurius` is mercurius on Fastify with graphql-jit
 * (`jit: 1`: a query is compiled after its first run), `PEER=yoga` is graphql-yoga with its
 * defaults on node:http. Both serve POST /api/graphql (the bench's requests; their CSRF header and
 * cookie are ignored) with the schema of bench/peer-schema.ts, answering the payloads read as JSON
 * from stdin. Prints `listening <url>` when ready; SIGTERM stops it.
 */

const ENDPOINT = '/api/graphql';

async function readStdin(): Promise<PeerPayloads> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text) as PeerPayloads;
}

async function startMercurius(payloads: PeerPayloads): Promise<() => Promise<void>> {
  const app = Fastify({ logger: false });
  await app.register(mercurius, {
    schema: PEER_TYPE_DEFS,
    resolvers: peerResolvers(payloads),
    path: ENDPOINT,
    graphiql: false,
    jit: 1,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${url}`);
  return () => app.close();
}

function startYoga(payloads: PeerPayloads): Promise<() => Promise<void>> {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: PEER_TYPE_DEFS, resolvers: peerResolvers(payloads) }),
    graphqlEndpoint: ENDPOINT,
  });
  const server = createServer(yoga);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address === 'object') console.log(`listening http://127.0.0.1:${address.port}`);
      resolve(() => new Promise<void>((done) => server.close(() => done())));
    });
  });
}

async function main() {
  const payloads = await readStdin();
  const kind = process.env.PEER;
  if (kind !== 'mercurius' && kind !== 'yoga') throw new Error(`PEER must be mercurius or yoga, got ${kind}`);
  const stop = kind === 'mercurius' ? await startMercurius(payloads) : await startYoga(payloads);
  process.once('SIGTERM', () => {
    stop().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
