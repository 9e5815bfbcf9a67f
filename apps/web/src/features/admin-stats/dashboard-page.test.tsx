import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, installFakeApi } from '../../testing/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../testing/render-routes.tsx';
import { Component as DashboardPage } from './dashboard-page.tsx';

// /admin against a fake API: the numbers of getAdminStats, calls of unpriced models as "bez ceny",
// the charts' tables listing every day of the period, the period switch, the CSV export saved
// under the server's file name, and a failure with the server's message and another try.

const totals = (calls: number, cost: number, unpricedCalls = 0) => ({
  __typename: 'AiUsageTotals',
  calls,
  tokensPrompt: calls * 100,
  tokensOutput: calls * 20,
  cost,
  unpricedCalls,
});

const STATS = {
  __typename: 'AdminStats',
  usersTotal: 1234,
  usersNew7: 12,
  usersNew30: 87,
  activeToday: 5,
  active7: 40,
  active30: 311,
  aiToday: totals(3, 0, 3),
  aiMonth: totals(250, 1.5, 4),
  topActions: [
    { __typename: 'ActionCost', action: 'CHAT_MESSAGE', count: 200, cost: 1.25, unpricedCalls: 0 },
    { __typename: 'ActionCost', action: 'QUIZ_PHOTO_ANSWER', count: 4, cost: 0, unpricedCalls: 4 },
  ],
  failingJobs: [{ __typename: 'FailingJobs', queue: 'extract-document', count: 2 }],
  unpricedModels: ['kreda-vision'],
};

const group = (key: string, calls: number, cost: number, unpricedCalls = 0) => ({
  ...totals(calls, cost, unpricedCalls),
  key,
});
const day = (date: string, actions: ReturnType<typeof group>[], models: ReturnType<typeof group>[]) => ({
  __typename: 'AggregatedUsage',
  date,
  calls: actions.reduce((sum, a) => sum + a.calls, 0),
  cost: actions.reduce((sum, a) => sum + a.cost, 0),
  unpricedCalls: actions.reduce((sum, a) => sum + a.unpricedCalls, 0),
  byAction: actions,
  byModel: models,
});

const USAGE = {
  getAggregatedUsage: [
    day('2026-03-09', [group('CHAT_MESSAGE', 7, 0.0123)], [group('kreda-main', 7, 0.0123)]),
    day(
      '2026-03-11',
      [group('CHAT_MESSAGE', 2, 0.004), group('QUIZ_PHOTO_ANSWER', 1, 0, 1)],
      [group('kreda-main', 2, 0.004), group('kreda-vision', 1, 0, 1)],
    ),
  ],
  getActionCost: [
    {
      __typename: 'ActionCost',
      action: 'CHAT_MESSAGE',
      count: 9,
      tokensPrompt: 900,
      tokensOutput: 180,
      cost: 0.0163,
      unpricedCalls: 0,
    },
    {
      __typename: 'ActionCost',
      action: 'QUIZ_PHOTO_ANSWER',
      count: 1,
      tokensPrompt: 100,
      tokensOutput: 20,
      cost: 0,
      unpricedCalls: 1,
    },
  ],
};

const ACTIVITY = {
  __typename: 'ActivityStats',
  totals: { __typename: 'ActivityTotals', activeUsers: 14, visits: 40, pageViews: 310 },
  pages: [{ __typename: 'PageViewCount', route: '/workspace/:slug/quiz/:id', views: 120, visits: 30 }],
  tools: [{ __typename: 'ToolOpenCount', tool: 'quizzes', opens: 55, users: 12 }],
  tours: [{ __typename: 'TourCount', tourKey: 'home', completed: 9, skipped: 3 }],
  performance: {
    __typename: 'ActivityPerformance',
    appLoads: { __typename: 'AppLoadStats', samples: 40, loadMsP75: 1234.4 },
    vitals: [{ __typename: 'VitalStats', name: 'LCP', samples: 38, p75: 1800 }],
  },
};

function render(handlers: Record<string, FakeHandler> = {}) {
  const api = installFakeApi({
    adminStats: () => ({ data: { getAdminStats: STATS } }),
    adminUsage: () => ({ data: USAGE }),
    adminActivity: () => ({ data: { getActivityStats: ACTIVITY } }),
    ...handlers,
  });
  renderRoutes([{ path: '/admin', Component: DashboardPage }], '/admin', testQueryClient());
  return api;
}

/** Text as read, with the non-breaking spaces of Polish number formats as plain spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');

beforeEach(() => {
  // Noon in Warsaw on 11 March 2026 (CET): the 30 days run from 10 February.
  vi.useFakeTimers({ now: new Date('2026-03-11T11:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin', () => {
  it('shows the numbers of the service, unpriced models and calls as "bez ceny", and failing jobs', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulpit' })).toBeTruthy();
    const users = (await screen.findByRole('region', { name: 'Użytkownicy' })) as HTMLElement;
    expect(text(users)).toContain('Łącznie1234');
    expect(text(users)).toContain('Nowi (30 dni)87');
    expect(text(screen.getByRole('region', { name: 'Aktywni' }))).toContain('30 dni311');

    const today = screen.getByRole('region', { name: 'AI dziś' });
    expect(text(today)).toContain('Wywołania3');
    expect(text(today)).toContain('Kosztbez ceny');
    const month = screen.getByRole('region', { name: 'AI w tym miesiącu' });
    expect(text(month)).toContain('Koszt1,50 $4 wywołania bez ceny');
    expect(text(month)).toContain('Tokeny30 00025 000 wejście, 5000 wyjście');

    const unpriced = screen.getByRole('region', { name: 'Modele bez ceny — uzupełnij AI_PRICES' });
    expect(within(unpriced).getByText('kreda-vision')).toBeTruthy();
    expect(text(screen.getByRole('region', { name: 'Najczęstsze akcje AI (30 dni)' }))).toContain(
      'QUIZ_PHOTO_ANSWER4 wywołania · bez ceny',
    );
    expect(text(screen.getByRole('region', { name: 'Nieudane zadania w tle (ostatnia doba)' }))).toContain(
      'extract-document2',
    );
  });

  it('says when no job failed', async () => {
    render({
      adminStats: () => ({ data: { getAdminStats: { ...STATS, failingJobs: [], unpricedModels: [] } } }),
    });
    expect(await screen.findByText('Brak nieudanych zadań w ostatniej dobie.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Modele bez ceny — uzupełnij AI_PRICES' })).toBeNull();
  });

  it('reads 30 Warsaw days by default and lists every one of them in a chart’s table', async () => {
    const api = render();
    const chart = (await screen.findByText('Wywołania AI dziennie według akcji')).closest(
      'figure',
    ) as HTMLElement;
    expect(api.calls.find((c) => c.operationName === 'adminUsage')?.variables).toEqual({
      range: { from: '2026-02-09T23:00:00.000Z', to: '2026-03-11T23:00:00.000Z' },
    });
    expect(text(chart)).toContain('Razem 10 wywołań; najwięcej 09.03.2026: 7.');

    fireEvent.click(within(chart).getByRole('button', { name: 'Pokaż dane w tabeli' }));
    const table = within(chart).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(text(rows[0] as HTMLElement)).toBe('DzieńCHAT_MESSAGEQUIZ_PHOTO_ANSWER');
    expect(text(rows[1] as HTMLElement)).toBe('10.02.202600');
    expect(text(rows[28] as HTMLElement)).toBe('09.03.202670');
    expect(text(rows[30] as HTMLElement)).toBe('11.03.202621');
    expect(within(chart).getByRole('button', { name: 'Ukryj tabelę' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows cost per day by model, unpriced calls left out and named, and the action costs', async () => {
    render();
    fireEvent.click(await screen.findByLabelText('Koszt'));
    const chart = (await screen.findByText('Koszt AI dziennie według modelu')).closest(
      'figure',
    ) as HTMLElement;
    expect(text(chart)).toContain('Koszt nie obejmuje wywołań modeli bez ceny: 1.');
    fireEvent.click(within(chart).getByRole('button', { name: 'Pokaż dane w tabeli' }));
    const last = within(chart).getAllByRole('row').at(-1) as HTMLElement;
    expect(text(last)).toBe('11.03.20260,004 $0,00 $');

    const region = screen.getByRole('region', { name: 'Koszt akcji – tabela' });
    const rows = within(region)
      .getAllByRole('row')
      .map((row) => text(row));
    expect(rows).toEqual([
      'AkcjaWywołaniaTokenyKosztBez ceny',
      'CHAT_MESSAGE910800,0163 $0',
      'QUIZ_PHOTO_ANSWER1120bez ceny1',
    ]);
  });

  it('switches to the last 7 days', async () => {
    const api = render();
    await screen.findByText('Wywołania AI dziennie według akcji');
    fireEvent.click(screen.getByLabelText('7 dni'));
    await waitFor(() => expect(api.count('adminUsage')).toBe(2));
    expect(api.calls.filter((c) => c.operationName === 'adminUsage').at(-1)?.variables).toEqual({
      range: { from: '2026-03-04T23:00:00.000Z', to: '2026-03-11T23:00:00.000Z' },
    });
    const chart = screen.getByText('Wywołania AI dziennie według modelu').closest('figure') as HTMLElement;
    fireEvent.click(within(chart).getByRole('button', { name: 'Pokaż dane w tabeli' }));
    await waitFor(() => expect(within(chart).getAllByRole('row')).toHaveLength(8));
  });

  it('exports the period as CSV under the server’s file name and says how many rows came', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | null = null;
    // The browser's side of a download: the file handed over and the link clicked to save it.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      blob = file as Blob;
      return 'blob:kreda/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) saved.push({ name: this.download, blob });
    });
    const content = 'date,action,model,user_id,calls\r\n2026-03-11,CHAT_MESSAGE,kreda-main,u1,2\r\n';
    let truncated = false;
    const api = render({
      adminUsageCsv: () => ({
        data: {
          getUsageCsv: {
            __typename: 'CsvFile',
            filename: 'kreda-uzycie-ai-2026-02-09-2026-03-11.csv',
            content,
            rows: truncated ? 50_000 : 1,
            truncated,
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eksportuj CSV' }));
    expect(await screen.findByText('Pobrano 1 wiersz.')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['kreda-uzycie-ai-2026-02-09-2026-03-11.csv']);
    expect(await saved[0]?.blob.text()).toBe(content);
    expect(api.calls.find((c) => c.operationName === 'adminUsageCsv')?.variables).toEqual({
      input: { range: { from: '2026-02-09T23:00:00.000Z', to: '2026-03-11T23:00:00.000Z' } },
    });

    truncated = true;
    fireEvent.click(screen.getByRole('button', { name: 'Eksportuj CSV' }));
    expect(await screen.findByText('Pobrano 50 000 wierszy.')).toBeTruthy();
    expect(text(screen.getByRole('alert'))).toContain('Plik zawiera tylko pierwsze 50 000 wierszy');
  });

  it('shows the server’s message when the statistics cannot be read, and tries again', async () => {
    let fail = true;
    const api = render({
      adminStats: () =>
        fail
          ? { errors: [{ message: 'Tylko administrator ma tu dostęp.', extensions: { code: 'FORBIDDEN' } }] }
          : { data: { getAdminStats: STATS } },
    });
    const alert = await screen.findByRole('alert');
    expect(text(alert)).toContain('Nie udało się wczytać statystyk');
    expect(text(alert)).toContain('Tylko administrator ma tu dostęp.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('region', { name: 'Użytkownicy' })).toBeTruthy();
    expect(api.count('adminStats')).toBe(2);
  });

  it('shows the period’s activity from telemetry: pages by pattern, tools, tours and load times', async () => {
    const api = render();
    const section = (await screen.findByRole('heading', { name: 'Aktywność w aplikacji' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() =>
      expect(text(section)).toContain('Aktywni użytkownicy: 14 · wizyty: 40 · odsłony: 310'),
    );
    expect(text(section)).toContain('ładowanie aplikacji (p75): 1234 ms');
    expect(within(section).getByRole('rowheader', { name: '/workspace/:slug/quiz/:id' })).toBeTruthy();
    expect(within(section).getByRole('rowheader', { name: 'quizzes' })).toBeTruthy();
    expect(within(section).getByRole('rowheader', { name: 'home' })).toBeTruthy();
    expect(text(section)).toContain('1800 ms');
    // The same 30 Warsaw days as the charts, both ends included.
    expect(api.calls.find((c) => c.operationName === 'adminActivity')?.variables).toEqual({
      input: { from: '2026-02-10', to: '2026-03-11' },
    });
  });
});
