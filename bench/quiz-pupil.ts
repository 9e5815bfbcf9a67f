import { QUIZZES } from '../apps/server/src/modules/quizzes/testing/documents.ts';
import { ACCOUNTS, MATERIALS, REFERENCE, SOURCES, WORKSPACES } from '../apps/server/src/testing/documents.ts';
import type { NewQuizWorkspaceSubscription } from '../apps/server/src/testing/generated/graphql.ts';
import {
  dataOf,
  type SessionClient,
  sessionClient,
  subscriptionRequest,
  waitForCode,
  wsClient,
} from '../apps/server/src/testing/session-client.ts';
import type { ServerProcess } from './server-process.ts';

/*
 * The quiz bench's pupils (bench/quiz.ts): accounts made through the public API as a pupil would,
 * each with a maths workspace, a read material, a QUIZ source set and the workspace's live
 * `newQuizWorkspace` subscription that tells when a quiz is ready.
 */

/** The free plan's "generowanie quizów" per day (modules/usage/seed.ts): one pupil, five quizzes. */
const QUIZZES_PER_PUPIL = 5;
export const PASSWORD = 'benchmark-haslo-kredy';

const FACTS = [
  'Ułamek zwykły zapisujemy jako licznik nad kreską ułamkową i mianownik pod nią.',
  'Mianownik mówi, na ile równych części dzielimy całość, a licznik – ile takich części bierzemy.',
  'Ułamki o tym samym mianowniku dodajemy, dodając liczniki i zostawiając mianownik bez zmian.',
  'Ułamek skracamy, dzieląc licznik i mianownik przez ich największy wspólny dzielnik.',
  'Ułamek rozszerzamy, mnożąc licznik i mianownik przez tę samą liczbę różną od zera.',
  'Ułamki o różnych mianownikach przed dodaniem sprowadzamy do wspólnego mianownika.',
  'Ułamki mnożymy, mnożąc licznik przez licznik i mianownik przez mianownik.',
  'Dzielenie przez ułamek zastępujemy mnożeniem przez jego odwrotność.',
  'Liczba mieszana składa się z części całkowitej i ułamka właściwego.',
  'Ułamek dziesiętny zamieniamy na zwykły, zapisując cyfry po przecinku nad odpowiednią potęgą dziesięciu.',
  'Ułamek właściwy ma licznik mniejszy od mianownika, a niewłaściwy – nie mniejszy.',
  'Z dwóch ułamków o równych licznikach większy jest ten, który ma mniejszy mianownik.',
];

/** A lesson of ~2,700 words (about 17 passages of 180 words), so a quiz picks 14 distinct ones. */
const MATERIAL = Array.from({ length: 16 }, (_, k) => {
  const facts = [...FACTS.slice(k % FACTS.length), ...FACTS.slice(0, k % FACTS.length)];
  const example = `Przykład ${k + 1}: ${k + 1}/${k + 3} + 1/${k + 3} = ${k + 2}/${k + 3}.`;
  return `Lekcja ${k + 1}. ${facts.join(' ')} ${example}`;
}).join('\n\n');

export interface Settled {
  state: string;
  at: number;
}

/** The moment each quiz's READY (or FAILED) event reached the client, by quiz id. */
export function readyWatch() {
  const entries = new Map<string, { promise: Promise<Settled>; resolve: (value: Settled) => void }>();
  /** When the job's INITIAL_PENDING event (the job has started) reached the client. */
  const pendingAt = new Map<string, number>();
  const entry = (id: string) => {
    let found = entries.get(id);
    if (!found) {
      let resolve: (value: Settled) => void = () => {};
      const promise = new Promise<Settled>((done) => {
        resolve = done;
      });
      found = { promise, resolve };
      entries.set(id, found);
    }
    return found;
  };
  return {
    pendingAt,
    event(id: string, state: string) {
      if (state === 'INITIAL_PENDING' && !pendingAt.has(id)) pendingAt.set(id, performance.now());
      // Only the first settling event counts (a promise resolves once).
      if (state === 'INITIAL_READY' || state === 'INITIAL_FAILED')
        entry(id).resolve({ state, at: performance.now() });
    },
    wait(id: string, timeoutMs: number): Promise<Settled> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no newQuizWorkspace event for quiz ${id} in ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      return Promise.race([entry(id).promise, timeout]).finally(() => clearTimeout(timer));
    },
  };
}

export interface Pupil {
  client: SessionClient;
  workspaceId: string;
  sourcesId: string;
  /** Quizzes this pupil may still order today. */
  quota: number;
  watch: ReturnType<typeof readyWatch>;
  close(): Promise<void>;
}

/** Opens the workspace's `newQuizWorkspace` subscription over graphql-ws, as the web app's quiz pages do. */
function subscribe(server: ServerProcess, client: SessionClient, workspaceId: string) {
  const watch = readyWatch();
  const ws = wsClient(server, client.cookieHeader());
  const unsubscribe = ws.subscribe<NewQuizWorkspaceSubscription>(
    subscriptionRequest(QUIZZES.newQuiz, { input: { workspaceId } }),
    {
      next: ({ data }) => {
        if (data) watch.event(data.newQuizWorkspace.id, data.newQuizWorkspace.state);
      },
      error: (error) => console.error('  newQuizWorkspace subscription failed:', error),
      complete: () => {},
    },
  );
  return {
    watch,
    close: async () => {
      unsubscribe();
      await ws.dispose();
    },
  };
}

/** A pasted-text material (the fractions lesson unless given), once the extraction job has read it. */
export async function readMaterial(
  client: SessionClient,
  workspaceId: string,
  text = MATERIAL,
  name = 'Ułamki – lekcja',
): Promise<string> {
  const created = dataOf(
    await client.gql(MATERIALS.create, { input: { workspaceId, text, name } }),
  ).createUserDoc;
  if (created.__typename !== 'UserDoc') throw new Error(`createUserDoc refused: ${JSON.stringify(created)}`);
  for (let i = 0; ; i++) {
    const doc = dataOf(await client.gql(MATERIALS.get, { input: { id: created.id } })).getUserDocById;
    if (doc.state === 'SOLVED') return doc.id;
    if (doc.state !== 'UPLOADING' && doc.state !== 'SOLVING') throw new Error(`material ended ${doc.state}`);
    if (i > 600) throw new Error('material not read within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A verified, onboarded pupil's signed-in client, made through the public API as a pupil would. */
export async function newAccount(server: ServerProcess, email: string): Promise<SessionClient> {
  const client = sessionClient(server);
  dataOf(await client.gql(ACCOUNTS.signUp, { input: { email, password: PASSWORD } }));
  const code = await waitForCode(server.dataDir, email);
  dataOf(await client.gql(ACCOUNTS.verifyCode, { input: { code, email } }));
  dataOf(
    await client.gql(ACCOUNTS.answer, {
      input: { poziom: 'SREDNI_JEDEN', egzaminy: [], przedmioty: ['mathematics'] },
    }),
  );
  return client;
}

/** A workspace on the first seeded secondary-school mathematics topic, made by the pupil. */
export async function mathsWorkspace(client: SessionClient) {
  const topics = dataOf(
    await client.gql(REFERENCE.topics, { input: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' } }),
  ).getbyprzedmiotandpoziom;
  const tematId = topics[0]?.id;
  if (!tematId) throw new Error('no seeded mathematics topic');
  return dataOf(await client.gql(WORKSPACES.create, { input: { tematId } })).createWorkspace;
}

/**
 * A verified, onboarded pupil with a maths workspace, its quiz subscription (opened first, so it
 * is listening by the time the material is read), one read material and a QUIZ source set.
 */
export async function newPupil(server: ServerProcess, index: number): Promise<Pupil> {
  const client = await newAccount(server, `bench.quiz.${index}.${Date.now()}@example.pl`);
  const workspace = await mathsWorkspace(client);
  const live = subscribe(server, client, workspace.id);
  try {
    const materialId = await readMaterial(client, workspace.id);
    const set = dataOf(
      await client.gql(SOURCES.update, {
        input: { workspaceId: workspace.id, action: 'QUIZ', sources: [{ type: 'USER_DOC', id: materialId }] },
      }),
    ).updateSources;
    return { client, workspaceId: workspace.id, sourcesId: set.id, quota: QUIZZES_PER_PUPIL, ...live };
  } catch (error) {
    await live.close();
    throw error;
  }
}
