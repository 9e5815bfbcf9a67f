import { ROUTES } from '@kreda/shared/routes';

// The pages under one set: /workspace/{slug}/wordbase/{id}/… (spec point 2's `{id...}`).

const seg = (value: string) => encodeURIComponent(value);

/** The list with the "Nowa baza" form open on the chosen way (a history step). */
export const NEW_WORD_BASE_PARAM = 'nowa';

export const wordBasePaths = {
  list: (slug: string) => ROUTES.workspaceWordBases(slug),
  base: (slug: string, id: string) => ROUTES.workspaceWordBase(slug, id),
  flashcards: (slug: string, id: string, sessionId: string) =>
    `${ROUTES.workspaceWordBase(slug, id)}/fiszki/${seg(sessionId)}`,
  exercises: (slug: string, id: string, sessionId: string) =>
    `${ROUTES.workspaceWordBase(slug, id)}/cwiczenia/${seg(sessionId)}`,
  history: (slug: string, id: string) => `${ROUTES.workspaceWordBase(slug, id)}/historia`,
};
