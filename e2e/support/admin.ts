import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type APIRequestContext, expect } from '@playwright/test';
import { gql, PASSWORD } from './accounts.ts';
import { waitForCode } from './outbox.ts';

// Admin accounts for the journeys: the server makes an address of ADMIN_EMAILS (playwright.config.ts)
// an admin once it is verified. Each project has its own address (both projects share one server,
// and an address signs up once).

/** The project's admin address; playwright.config.ts lists both in ADMIN_EMAILS. */
export function adminEmail(project: string): string {
  return `admin.${project}@example.pl`;
}

const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(signUpInput: $i) { id } }';
const VERIFY = 'mutation ($i: VerifyCodeInput!) { verifyCode(verifyCodeInput: $i) { onboardingStatus } }';
const ANSWER =
  'mutation ($i: AnswerOnboardingQuestionInput!) { answerOnboardingQuestion(answerOnboardingQuestionInput: $i) { onboardingStatus } }';
const ME = 'query { getMe { role } }';

/**
 * Signs up the project's admin through the API on `request` (pass `page.request` to sign the
 * browser in), verifies the address with the e-mailed code and finishes onboarding.
 */
export async function createAdmin(request: APIRequestContext, project: string): Promise<void> {
  const email = adminEmail(project);
  const since = Date.now();
  expect((await gql(request, SIGN_UP, { i: { email, password: PASSWORD } })).errors).toBeUndefined();
  const verified = await gql(request, VERIFY, { i: { code: await waitForCode(email, { since }), email } });
  expect(verified.errors).toBeUndefined();
  const answered = await gql(request, ANSWER, {
    i: { poziom: 'SREDNI_DWA', egzaminy: ['MAUTURA_PODSTAWOWA'], przedmioty: ['mathematics'] },
  });
  expect(answered.errors).toBeUndefined();
  expect((await gql(request, ME)).data).toEqual({ getMe: { role: 'ADMIN' } });
}

const BOOK =
  'query ($i: GetPodrBookByIdInput!) { getPodrBookById(getPodrBookByIdInput: $i) { chapters { subchapters { id number } } } }';
const UPDATE = 'mutation ($i: UpdatepodrecznikInput!) { updatepodrecznik(updatepodrecznikInput: $i) { id } }';

/**
 * Puts a demo textbook back as it was seeded: published, and the subchapter `number` (if given)
 * named `name` (other journeys read the demo library). Runs as the admin signed in on `request`.
 */
export async function restoreDemoBook(
  request: APIRequestContext,
  bookId: string,
  subchapter?: { number: string; name: string },
): Promise<void> {
  const read = await gql(request, BOOK, { i: { id: bookId } });
  type Read = { chapters: { subchapters: { id: string; number: string }[] }[] } | undefined;
  const chapters = (read.data?.getPodrBookById as Read)?.chapters ?? [];
  const found = chapters.flatMap((c) => c.subchapters).find((s) => s.number === subchapter?.number);
  const chaptersChange = found && subchapter ? [{ id: found.id, name: subchapter.name }] : [];
  const restored = await gql(request, UPDATE, { i: { id: bookId, visible: true, chapters: chaptersChange } });
  expect(restored.errors).toBeUndefined();
}

/**
 * Runs `work` while no other journey holds the demo library's publication (a directory in the
 * run's data folder: creating one is atomic), so the two projects never hide the same book at once.
 */
export async function whileHoldingPublication<T>(work: () => Promise<T>): Promise<T> {
  const dataDir = process.env.KREDA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('KREDA_E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const lock = path.join(dataDir, 'admin-library-publication.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const DELETE = 'mutation ($id: ID!) { deletePodrecznik(deletePodrecznikInput: { id: $id }) }';

/** Deletes a book a journey added, if it is still there (a journey that failed half-way). */
export async function deleteBookIfLeft(request: APIRequestContext, bookId: string): Promise<void> {
  if (!bookId) return;
  const deleted = await gql(request, DELETE, { id: bookId });
  const code = (deleted.errors as { extensions?: { code?: string } }[] | undefined)?.[0]?.extensions?.code;
  if (deleted.errors && code !== 'NOT_FOUND') expect(deleted.errors).toBeUndefined();
}

const TOPICS = `query ($i: AdminTematyInput!) { adminTematy(adminTematyInput: $i) { id temat } }`;
const CLEAR_TOPIC = `mutation ($i: UpdatetematInput!) { updatetemat(updatetematInput: $i) { id } }`;

/** A journey's description of a curriculum topic taken away again (its book link goes with the book). */
export async function clearTopicContent(
  request: APIRequestContext,
  przedmiot: string,
  poziom: string,
  temat: string,
): Promise<void> {
  const listed = await gql(request, TOPICS, { i: { przedmiot, poziom } });
  const topics = (listed.data as { adminTematy: { id: string; temat: string }[] } | null)?.adminTematy ?? [];
  const topic = topics.find((row) => row.temat === temat);
  if (!topic) return;
  const cleared = await gql(request, CLEAR_TOPIC, { i: { id: topic.id, content: null, podrecznikId: null } });
  expect(cleared.errors).toBeUndefined();
}
