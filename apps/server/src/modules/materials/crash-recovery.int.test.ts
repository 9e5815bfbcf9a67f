import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../core/deps.ts';
import type { Database } from '../../platform/db/database.ts';
import { jobIdFor } from '../../platform/jobs/jobs.ts';
import { openPubSub } from '../../platform/pubsub/pubsub.ts';
import { sweepPendingWork } from '../../sweeper.ts';
import { MATERIALS } from '../../testing/documents.ts';
import { asUserDoc, createUser, createWorkspace, waitForMaterial } from '../../testing/factories.ts';
import { scannedPdf } from '../../testing/fixtures/documents.ts';
import {
  adminUrl,
  newPlace,
  rows,
  serverHandle,
  spawnServer,
  startIn,
  until,
} from '../../testing/restartable.ts';
import { dataOf } from '../../testing/session-client.ts';
import { EXTRACT_JOB, extractionKey } from './extraction-job.ts';
import { materialReading, STUCK_MESSAGE } from './pending-work.ts';

/*
 * A material's row and its extraction job commit together; what a crash still leaves unfinished
 * (rows from before that, a run killed with its process) is found and finished after a restart.
 * Runs on embedded PGlite in a temporary data folder, or on a fresh PostgreSQL database when
 * DATABASE_URL is set: the data must outlive the process.
 */

type DocState = { id: string; state: string; error: string | null; content: string | null };
const statesOf = (db: Database, ids: string[]) =>
  rows<DocState>(
    db,
    sql`select id::text as id, state::text as state, error, content from user_docs where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by created_at`,
  );
const finished = (docs: DocState[]) => docs.every((d) => d.state !== 'UPLOADING' && d.state !== 'SOLVING');

describe(`a restart after a crash (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('finishes materials a crash left unfinished, and fails in Polish what keeps getting lost', async () => {
    const place = await newPlace();
    const server = serverHandle(place);
    try {
      await startIn(place, server);
      const user = await createUser(server);
      const workspace = await createWorkspace(user);
      await server.runtime.stop();

      // What the old code could leave behind, written while no server runs.
      const db = await place.open();
      const ids = {
        lostRow: randomUUID(),
        lostRun: randomUUID(),
        lostThrice: randomUUID(),
        justNow: randomUUID(),
      };
      const texts = {
        lostRow: 'Mitochondria wytwarzają energię komórki.',
        lostRun: 'Rybosomy składają białka z aminokwasów.',
        lostThrice: 'Ten materiał za każdym razem traci swój odczyt.',
        justNow: 'Jądro komórkowe przechowuje DNA.',
      };
      try {
        for (const [key, id] of Object.entries(ids) as [keyof typeof ids, string][]) {
          const age = key === 'justNow' ? sql`interval '0 seconds'` : sql`interval '3 hours'`;
          await db.db.execute(sql`
            insert into user_docs (id, user_id, workspace_id, type, state, name, content, created_at, updated_at)
            values (${id}, ${user.id}, ${workspace.id}, 'TXT', ${key === 'lostRow' || key === 'justNow' ? 'UPLOADING' : 'SOLVING'},
                    ${key}, ${texts[key]}, now() - ${age}, now() - ${age})`);
        }
        // A run that was active when its process died two hours ago (its 30-minute expiry passed).
        await db.db.execute(sql`
          insert into pgboss.job (id, name, data, state, retry_limit, retry_count, started_on, expire_in)
          values (${jobIdFor(EXTRACT_JOB, extractionKey(ids.lostRun))}::uuid, ${EXTRACT_JOB},
                  ${JSON.stringify({ docId: ids.lostRun })}::jsonb, 'active', 2, 0,
                  now() - interval '2 hours', interval '30 minutes')`);
        // A material whose first run and both requeues were lost.
        for (const attempt of [1, 2, 3])
          await db.db.execute(sql`
            insert into pgboss.job (id, name, data, state, retry_limit, retry_count, started_on, completed_on)
            values (${jobIdFor(EXTRACT_JOB, extractionKey(ids.lostThrice, attempt))}::uuid, ${EXTRACT_JOB},
                    ${JSON.stringify({ docId: ids.lostThrice })}::jsonb, 'failed', 2, 2,
                    now() - interval '3 hours', now() - interval '2 hours')`);
      } finally {
        await db.close();
      }

      await startIn(place, server);
      const all = Object.values(ids);
      if (adminUrl) {
        // Scaled mode: other processes may be mid-write, so only what is past the deadline is swept
        // at start-up; the material from a moment ago waits for a sweep with a shorter deadline.
        await until(
          () => statesOf(server.runtime.database, [ids.lostRow, ids.lostRun, ids.lostThrice]),
          finished,
        );
        expect((await statesOf(server.runtime.database, [ids.justNow]))[0]?.state).toBe('UPLOADING');
        const pubsub = openPubSub(undefined);
        const deps = {
          config: place.config,
          db: server.runtime.database.db,
          logger: server.runtime.logger,
          pubsub: pubsub.pubsub,
          services: { jobs: server.runtime.jobs },
          eventProcessors: [],
        } as unknown as Deps;
        // A sweep a deadline later: the material from a moment ago is now past it.
        const later = new Date(Date.now() + materialReading.deadlineSeconds * 1000 + 60_000);
        await sweepPendingWork(deps, materialReading, { now: later });
        await pubsub.close();
      }
      const settled = await until(() => statesOf(server.runtime.database, all), finished);
      const byId = new Map(settled.map((d) => [d.id, d]));
      for (const key of ['lostRow', 'lostRun', 'justNow'] as const)
        expect(byId.get(ids[key]), key).toMatchObject({ state: 'SOLVED', content: texts[key], error: null });
      expect(byId.get(ids.lostThrice)).toMatchObject({ state: 'SOLVING_FAILED', error: STUCK_MESSAGE });

      // What the pupil sees: every material finished, the lost one with the Polish reason.
      const listed = dataOf(
        await user.client.gql(MATERIALS.list, { input: { workspaceId: workspace.id } }),
      ).getUserDocByWorkspaceId;
      expect(listed.map((d) => d.state).sort()).toEqual(['SOLVED', 'SOLVED', 'SOLVED', 'SOLVING_FAILED']);
    } finally {
      await server.runtime?.stop().catch(() => {});
      await place.drop();
    }
  }, 180_000);

  it('finishes a material whose server was killed (kill -9) in the middle of reading it', async () => {
    const place = await newPlace();
    const server = serverHandle(place);
    let child: ChildProcess | undefined;
    try {
      if (adminUrl) {
        // Migrate and seed the fresh database before the child serves it.
        await startIn(place, server);
        await server.runtime.stop();
      }
      const spawned = await spawnServer(place);
      child = spawned.child;
      server.url = spawned.url;
      const user = await createUser(server);
      const workspace = await createWorkspace(user);
      const pages = [
        'Fotosynteza zachodzi w chloroplastach.',
        'Oddychanie komórkowe zachodzi w mitochondriach.',
        'Rybosomy wytwarzają białka.',
        'Jądro komórkowe zawiera chromosomy.',
      ];
      const created = asUserDoc(
        dataOf(
          await user.client.upload(
            MATERIALS.create,
            { input: { workspaceId: workspace.id, file: null } },
            { 'variables.input.file': { bytes: await scannedPdf(pages), name: 'skan.pdf' } },
          ),
        ).createUserDoc,
      );
      // The OCR of four scanned pages is under way: kill the process without any chance to clean up.
      await until(
        async () =>
          dataOf(await user.client.gql(MATERIALS.get, { input: { id: created.id } })).getUserDocById.state,
        (state) => state === 'SOLVING',
      );
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      child = undefined;

      const db = await place.open();
      try {
        const [doc] = await statesOf(db, [created.id]);
        expect(doc?.state).toBe('SOLVING');
        if (adminUrl) {
          // With PostgreSQL other workers may be alive, so a run is only retried once its expiry
          // (30 minutes) has passed: move its start back instead of waiting.
          await db.db.execute(
            sql`update pgboss.job set started_on = now() - interval '31 minutes' where name = ${EXTRACT_JOB} and state = 'active'`,
          );
        }
      } finally {
        await db.close();
      }

      await startIn(place, server);
      const doc = await waitForMaterial(user, created.id, 120_000);
      expect(doc).toMatchObject({ state: 'SOLVED', error: null, pageCount: 4 });
      expect(doc.segments.map((s) => s.page)).toEqual([1, 2, 3, 4]);
      expect(doc.content).toMatch(/chloroplast/i);
    } finally {
      child?.kill('SIGKILL');
      await server.runtime?.stop().catch(() => {});
      await place.drop();
    }
  }, 240_000);
});
