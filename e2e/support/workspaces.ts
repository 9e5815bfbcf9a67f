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
