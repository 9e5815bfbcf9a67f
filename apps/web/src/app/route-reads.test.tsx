import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkspace } from '../features/workspaces/test-fixtures.ts';
import { stopSessionRefresh } from '../lib/session-refresh.ts';
import { fakeUser, installFakeApi, setSessionCookie } from '../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../testing/render-routes.tsx';
import { createAppRoutes } from './router.tsx';
import { renderAppSignedIn } from './testing/render-app.tsx';

/*
 * What a page's first load asks the API, and when: on a phone every round trip before a page's own
 * reads is one more wait before its first paint, so reads that do not depend on each other go
 * together. Each test holds one answer until the other read has been asked for: read one after
 * the other, the page would never render.
 */

// Pages with live views subscribe over the socket: here it never delivers anything.
vi.mock('../lib/ws-client.ts', async () => (await import('../testing/ws-fake.ts')).quietWsClient());

const workspace = fakeWorkspace();

/** A read whose answer others wait for: `asked` settles once `ask` has been called. */
function held() {
  let ask: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  return { ask, asked };
}

describe("reads on a page's first load", () => {
  afterEach(() => {
    cleanup();
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('/app paints once with its lists read: no box grows after the page appears', async () => {
    const { api } = renderAppSignedIn('/app', {
      getLatestData: () => ({ data: { getLatestData: [workspace] } }),
      getDueWords: () => ({ data: { getDueWords: { total: 0, byWorkspace: [] } } }),
      studyStreakCard: () => ({
        data: {
          studyProgress: {
            currentStreak: 3,
            longestStreak: 5,
            studiedToday: true,
            todaySessions: 1,
            dailyGoal: 2,
          },
          getDueWords: { total: 0, byWorkspace: [] },
        },
      }),
      allWordBases: () => ({ data: { getWordBaseByUserId: [] } }),
    });
    await screen.findByRole('heading', { level: 1, name: /Cześć/ });
    // In the same render as the heading: read by the route's loader, not after mounting.
    expect(screen.getByRole('link', { name: /Funkcje/ }).getAttribute('href')).toBe('/workspace/ws-1');
    expect(screen.queryByText('Wczytywanie przestrzeni…')).toBeNull();
    expect(screen.getByText('3 dni z rzędu')).toBeTruthy();
    // Each read once: what the loader has just read is not asked for again when its box mounts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const read of ['getLatestData', 'getDueWords', 'studyStreakCard', 'allWordBases'])
      expect(api.count(read), read).toBe(1);
  });

  it("asks for the workspace beside the session's user, not after it", async () => {
    // The user is not cached (a page's first load): getMe answers only once the workspace has been
    // asked for, so a guard that waited for the user first would never render the overview.
    const workspaceRead = held();
    const { integrations: _i, ...me } = fakeUser();
    const api = installFakeApi({
      getMe: async () => {
        await workspaceRead.asked;
        return { data: { getMe: me } };
      },
      getWorkspaceById: () => {
        workspaceRead.ask();
        return { errors: [{ message: 'Nie znaleziono przestrzeni.', extensions: { code: 'NOT_FOUND' } }] };
      },
    });
    setSessionCookie();
    const queryClient = testQueryClient();
    renderRoutes(createAppRoutes(queryClient), '/workspace/ws-2', queryClient);
    await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono przestrzeni.' });
    expect(api.calls.map((call) => call.operationName)).toEqual(['getMe', 'getWorkspaceById']);
  });

  it("reads a quiz and the attempt in its address together, beside the quiz's workspace", async () => {
    // The workspace and the quiz are answered only once the attempt has been asked for: read one
    // after the other, the page would never leave its spinner.
    const attempt = held();
    const missing = { errors: [{ message: 'Nie znaleziono quizu.', extensions: { code: 'NOT_FOUND' } }] };
    renderAppSignedIn('/workspace/ws-1/quiz/q-1/r-1', {
      getWorkspaceById: async () => {
        await attempt.asked;
        return { data: { getWorkspaceById: workspace } };
      },
      getQuizWorkspaceById: async () => {
        await attempt.asked;
        return missing;
      },
      getQuizResultById: () => {
        attempt.ask();
        return missing;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono quizu.' })).toBeTruthy();
  });

  it("reads a flashcard session with its set, beside the set's workspace", async () => {
    const session = held();
    const missing = { errors: [{ message: 'Nie znaleziono sesji.', extensions: { code: 'NOT_FOUND' } }] };
    renderAppSignedIn('/workspace/ws-1/wordbase/wb-1/fiszki/s-1', {
      getWorkspaceById: async () => {
        await session.asked;
        return { data: { getWorkspaceById: workspace } };
      },
      getWordBaseById: async () => {
        await session.asked;
        return missing;
      },
      getWordBaseSessionById: () => {
        session.ask();
        return missing;
      },
    });
    expect(await screen.findByText('Nie znaleziono sesji.')).toBeTruthy();
  });

  it('reads a test with its tasks and the workspaces, before the page renders', async () => {
    const tasks = held();
    renderAppSignedIn('/app/testsolver/test-1', {
      getTestSolverById: async () => {
        await tasks.asked;
        return { errors: [{ message: 'Nie znaleziono sprawdzianu.', extensions: { code: 'NOT_FOUND' } }] };
      },
      getPaginatedZadanieByRelationId: () => {
        tasks.ask();
        return { data: { getPaginatedZadanieByRelationId: { data: [], total: 0, page: 1, limit: 100 } } };
      },
      testSolverWorkspaces: () => ({ data: { getWorkspaceByUserId: [] } }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono sprawdzianu.' }),
    ).toBeTruthy();
  });

  it('reads a word set with the first page of its words, before the page renders', async () => {
    const words = held();
    const missing = { errors: [{ message: 'Nie znaleziono bazy.', extensions: { code: 'NOT_FOUND' } }] };
    renderAppSignedIn('/workspace/ws-1/wordbase/wb-1', {
      getWorkspaceById: () => ({ data: { getWorkspaceById: workspace } }),
      getWordBaseById: async () => {
        await words.asked;
        return missing;
      },
      wordBaseWords: () => {
        words.ask();
        return missing;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie udało się wczytać bazy' })).toBeTruthy();
  });
});
