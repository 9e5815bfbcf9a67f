import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GraphQLRequestError } from '../../lib/graphql-errors.ts';
import { workspaceQueryOptions } from './api/get-workspace.ts';
import { WorkspaceNotFound } from './workspace-not-found.tsx';

/** True for the answer about a workspace that is missing or someone else's. */
export function isWorkspaceMissing(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'NOT_FOUND';
}

/**
 * Every section of a workspace (materials, notes, chat…) shows the overview's 404 when the
 * workspace is missing or someone else's, instead of its tools with red errors. The route's
 * loader has already asked for the workspace, so the answer is usually here before the first
 * render; while it is not, the section renders as usual.
 */
export function WorkspaceGate({ slug, children }: { slug: string; children: ReactNode }) {
  // retryOnMount: false keeps the loader's NOT_FOUND instead of asking again (and rendering the
  // section meanwhile); the loader asks again on the next navigation.
  const workspace = useQuery({ ...workspaceQueryOptions(slug), retryOnMount: false });
  if (workspace.isError && isWorkspaceMissing(workspace.error)) return <WorkspaceNotFound />;
  return children;
}
