import { ROUTES } from '@kreda/shared/routes';

// The list of tests opens its "Nowy sprawdzian" form from its address, so a workspace's overview
// can link to the form with that workspace already chosen.

/** Query parameter of the test list that opens the form (`?nowy=1`). */
export const NEW_TEST_PARAM = 'nowy';
/** Query parameter naming the workspace the form starts with (`&przestrzen=<id>`). */
export const NEW_TEST_WORKSPACE_PARAM = 'przestrzen';

/** The test list with "Nowy sprawdzian" open, optionally in one workspace. */
export function newTestPath(workspaceId?: string): string {
  const params = new URLSearchParams({ [NEW_TEST_PARAM]: '1' });
  if (workspaceId) params.set(NEW_TEST_WORKSPACE_PARAM, workspaceId);
  return `${ROUTES.solverTests}?${params.toString()}`;
}

/**
 * What a link into "Nowy sprawdzian" may hand the form in its history entry's state: photos the
 * pupil has just taken (the app home's camera button), added to the test as its pages.
 */
export interface NewTestHandoff {
  photos?: File[];
}

/** The handed photos of a history entry's state; anything else is ignored. */
export function handedPhotos(state: unknown): File[] {
  const photos = (state as NewTestHandoff | null)?.photos;
  return Array.isArray(photos) ? photos.filter((photo): photo is File => photo instanceof File) : [];
}
