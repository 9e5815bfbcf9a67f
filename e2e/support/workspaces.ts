import { expect, type Page } from '@playwright/test';
import { gql } from './accounts.ts';

/** A mathematics workspace for the signed-in browser's account, made through the API. */
export async function createWorkspace(page: Page, name: string): Promise<string> {
  const topics = await gql(
    page.request,
    'query ($i: GetbyprzedmiotandpoziomInput!) { getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $i) { id } }',
    { i: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' } },
  );
  const [topic] = (topics.data?.getbyprzedmiotandpoziom ?? []) as { id: string }[];
  if (!topic) throw new Error('the seeded curriculum has no mathematics topics for SREDNI_JEDEN');
  const created = await gql(
    page.request,
    'mutation ($i: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $i) { id } }',
    { i: { tematId: topic.id, name } },
  );
  expect(created.errors).toBeUndefined();
  const { id } = (created.data?.createWorkspace ?? {}) as { id: string };
  return id;
}

/** A pasted-text material, read by the server's job (its state becomes SOLVED); returns its id. */
export async function addTextMaterial(
  page: Page,
  workspaceId: string,
  material: { name: string; text: string },
): Promise<string> {
  const created = await gql(
    page.request,
    'mutation ($i: CreateUserDocInput!) { createUserDoc(createUserDocInput: $i) { __typename ... on UserDoc { id } ... on ExecutionError { message } } }',
    { i: { workspaceId, text: material.text, name: material.name, sourceType: 'NOTATKA' } },
  );
  expect(created.errors).toBeUndefined();
  const doc = created.data?.createUserDoc as { __typename: string; id: string };
  expect(doc.__typename).toBe('UserDoc');
  await expect
    .poll(
      async () => {
        const read = await gql(
          page.request,
          'query ($i: GetUserDocByIdInput!) { getUserDocById(getUserDocByIdInput: $i) { state } }',
          { i: { id: doc.id } },
        );
        return (read.data?.getUserDocById as { state: string } | undefined)?.state;
      },
      { timeout: 45_000 },
    )
    .toBe('SOLVED');
  return doc.id;
}

/**
 * Opens a section of a workspace through its navigation: the side column on a computer, the bottom
 * bar on a phone, where the less used sections (notes, quizzes) are under "Więcej".
 */
export async function openWorkspaceSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Przestrzeń' });
  await expect(nav.getByRole('link', { name: 'Czat' }).filter({ visible: true })).toBeVisible();
  const link = nav.getByRole('link', { name }).filter({ visible: true });
  if ((await link.count()) === 0)
    await nav.getByRole('button', { name: 'Więcej' }).filter({ visible: true }).click();
  await link.click();
}
