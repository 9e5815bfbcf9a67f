import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { badUserInput, type FakeHandler } from '../../testing/fake-api.ts';
import type { LiveFake } from '../../testing/ws-fake.ts';
import type { Essay } from './api/essay-fragments.ts';
import { fakeEssay, fakeRewrite, fakeSegment, fakeSegments, LALKA } from './essay-test-fixtures.ts';
import { renderEssaysAt, resetLive } from './essay-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const ARGUMENT = fakeSegments()[1] as Essay['segments'][number];

function renderEssay(essay: Essay, handlers: Record<string, FakeHandler> = {}) {
  return renderEssaysAt(`/app/solver/rozprawki/rozprawka/${essay.id}`, {
    getRozprawkaAiById: () => ({ data: { getRozprawkaAiById: essay } }),
    getRozprawkaAiByWorkspaceId: () => ({ data: { getRozprawkaAiByWorkspaceId: [] } }),
    getRozprawkaAiReviewByWorkspaceId: () => ({ data: { getRozprawkaAiReviewByWorkspaceId: [] } }),
    ...handlers,
  });
}

async function argumentCard() {
  return within(await screen.findByRole('article', { name: 'Argument 1' }));
}

describe('changing a part of the essay', () => {
  beforeEach(() => resetLive(live));
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
  });

  it('proposes a version from an instruction beside the current one; “Przyjmij” puts it in place', async () => {
    const proposal = fakeRewrite();
    const { api } = renderEssay(fakeEssay(), {
      rewritesegment: () => ({ data: { rewritesegment: proposal } }),
      updatesegmentstatus: () => ({
        data: {
          updatesegmentstatus: {
            ...proposal,
            accepted: true,
            previousContent: ARGUMENT.content,
            segment: { ...ARGUMENT, content: proposal.content, wordCount: 14 },
          },
        },
      }),
    });
    const argument = await argumentCard();
    fireEvent.click(argument.getByRole('button', { name: 'Zmień z instrukcją' }));
    fireEvent.click(argument.getByRole('button', { name: 'Zaproponuj zmianę' }));
    expect(await argument.findByText('Napisz, co zmienić w tej części.')).toBeTruthy();
    fireEvent.change(argument.getByLabelText('Co zmienić?'), { target: { value: 'Napisz to mocniej' } });
    fireEvent.click(argument.getByRole('button', { name: 'Zaproponuj zmianę' }));

    const box = within(await argument.findByRole('region', { name: 'Propozycja zmiany' }));
    expect(document.activeElement).toBe(box.getByRole('heading', { name: 'Propozycja zmiany' }));
    expect(box.getByText('Polecenie: „Napisz to mocniej”')).toBeTruthy();
    expect(box.getByText(ARGUMENT.content)).toBeTruthy();
    expect(box.getByText(proposal.content)).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'rewritesegment')?.variables).toEqual({
      rewritesegmentInput: { segmentId: 'seg-2', instruction: 'Napisz to mocniej' },
    });

    fireEvent.click(box.getByRole('button', { name: 'Przyjmij' }));
    expect(await argument.findByText('Przyjęto nową wersję.')).toBeTruthy();
    expect(argument.queryByRole('region', { name: 'Propozycja zmiany' })).toBeNull();
    expect(argument.getByText(proposal.content)).toBeTruthy();
    expect(argument.queryByText(ARGUMENT.content)).toBeNull();
    expect(api.calls.find((c) => c.operationName === 'updatesegmentstatus')?.variables).toEqual({
      updatesegmentstatusInput: { id: 'rw-1', discarded: false },
    });
  });

  it('runs a text action; “Odrzuć” keeps the text, and a failed decision keeps the proposal', async () => {
    const shorter = fakeRewrite({
      id: 'rw-2',
      instruction: null,
      action: 'MAKE_SHORTER',
      content: 'Wokulski traci majątek dla Izabeli.',
    });
    let decisions = 0;
    const { api } = renderEssay(fakeEssay(), {
      generativefunctionsegment: () => ({ data: { generativefunctionsegment: shorter } }),
      updatesegmentstatus: () => {
        decisions += 1;
        return decisions === 1
          ? {
              errors: [
                {
                  message: 'Nie udało się zapisać decyzji. Spróbuj ponownie.',
                  extensions: { code: 'INTERNAL_SERVER_ERROR' },
                },
              ],
            }
          : { data: { updatesegmentstatus: { ...shorter, discarded: true, segment: ARGUMENT } } };
      },
    });
    const argument = await argumentCard();
    fireEvent.click(argument.getByRole('button', { name: 'Popraw z AI' }));
    // Writing something new needs to know what.
    fireEvent.change(argument.getByLabelText('Co zrobić z tą częścią?'), {
      target: { value: 'GENERATE_TEXT' },
    });
    fireEvent.click(argument.getByRole('button', { name: 'Zastosuj' }));
    expect(await argument.findByText('Napisz, co AI ma dopisać.')).toBeTruthy();
    fireEvent.change(argument.getByLabelText('Co zrobić z tą częścią?'), {
      target: { value: 'MAKE_SHORTER' },
    });
    fireEvent.click(argument.getByRole('button', { name: 'Zastosuj' }));

    const box = within(await argument.findByRole('region', { name: 'Propozycja zmiany' }));
    expect(box.getByText('Skróć')).toBeTruthy();
    expect(api.calls.find((c) => c.operationName === 'generativefunctionsegment')?.variables).toEqual({
      generativefunctionsegmentInput: { segmentId: 'seg-2', action: 'MAKE_SHORTER' },
    });
    fireEvent.click(box.getByRole('button', { name: 'Odrzuć' }));
    expect(await box.findByText('Nie udało się zapisać decyzji. Spróbuj ponownie.')).toBeTruthy();
    fireEvent.click(box.getByRole('button', { name: 'Odrzuć' }));
    expect(await argument.findByText('Odrzucono propozycję.')).toBeTruthy();
    expect(argument.getByText(ARGUMENT.content)).toBeTruthy();
    expect(argument.queryByRole('region', { name: 'Propozycja zmiany' })).toBeNull();
  });

  it('lists the history of changes and brings an earlier version back', async () => {
    const discarded = fakeRewrite({
      id: 'rw-3',
      discarded: true,
      content: 'Wokulski – romantyk wśród pozytywistów.',
    });
    const { api } = renderEssay(fakeEssay(), {
      getSegmentRewrites: () => ({
        data: {
          getSegmentRewrites: [
            discarded,
            fakeRewrite({ id: 'rw-1', accepted: true, content: ARGUMENT.content }),
          ],
        },
      }),
      updatesegmentstatus: () => ({
        data: {
          updatesegmentstatus: {
            ...discarded,
            discarded: false,
            accepted: true,
            segment: { ...ARGUMENT, content: discarded.content },
          },
        },
      }),
    });
    const argument = await argumentCard();
    fireEvent.click(argument.getByRole('button', { name: 'Historia zmian' }));
    const history = within(await argument.findByRole('list', { name: 'Historia zmian' }));
    const [older, current] = history.getAllByRole('listitem');
    expect(older?.textContent).toContain('Odrzucona');
    expect(current?.textContent).toContain('Przyjęta');
    expect(current?.textContent).toContain('obecna wersja');
    expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(within(older as HTMLElement).getByRole('button', { name: 'Przyjmij tę wersję' }));
    await waitFor(() => expect(history.getAllByRole('listitem')[0]?.textContent).toContain('obecna wersja'));
    expect(argument.getAllByText('Wokulski – romantyk wśród pozytywistów.')).toHaveLength(2);
    expect(api.calls.find((c) => c.operationName === 'updatesegmentstatus')?.variables).toEqual({
      updatesegmentstatusInput: { id: 'rw-3', discarded: false },
    });
  });

  it('edits a part by hand with a live word count; a failed save keeps the text', async () => {
    let saves = 0;
    const { api } = renderEssay(fakeEssay(), {
      updateRozprawkaAiSegment: ({ variables }) => {
        saves += 1;
        const { content } = variables.updateRozprawkaAiSegmentInput as { content: string };
        return saves === 1
          ? badUserInput('Nieprawidłowe dane.', { content: 'Akapit nie może być pusty.' })
          : { data: { updateRozprawkaAiSegment: { ...ARGUMENT, content, wordCount: 3 } } };
      },
    });
    const argument = await argumentCard();
    expect(screen.getByText(/Liczba wyrazów: 39 wyrazów/)).toBeTruthy();
    fireEvent.click(argument.getByRole('button', { name: 'Edytuj' }));
    const text = argument.getByLabelText('Treść – Argument 1');
    expect(document.activeElement).toBe(text);
    fireEvent.change(text, { target: { value: 'Wokulski kocha Izabelę.' } });
    expect(argument.getByText('3 wyrazy', { selector: 'p' })).toBeTruthy();
    // The essay's count follows the unsaved edit.
    expect(screen.getByText(/Liczba wyrazów: 32 wyrazy/)).toBeTruthy();
    fireEvent.click(argument.getByRole('button', { name: 'Zapisz' }));
    expect(await argument.findByText('Akapit nie może być pusty.')).toBeTruthy();
    expect((argument.getByLabelText('Treść – Argument 1') as HTMLTextAreaElement).value).toBe(
      'Wokulski kocha Izabelę.',
    );
    fireEvent.click(argument.getByRole('button', { name: 'Zapisz' }));
    expect(await argument.findByText('Zapisano zmiany.')).toBeTruthy();
    expect(argument.queryByLabelText('Treść – Argument 1')).toBeNull();
    expect(argument.getByText('Wokulski kocha Izabelę.')).toBeTruthy();
    expect(screen.getByText(/Liczba wyrazów: 32 wyrazy/)).toBeTruthy();
    expect(api.calls.filter((c) => c.operationName === 'updateRozprawkaAiSegment').at(-1)?.variables).toEqual(
      {
        updateRozprawkaAiSegmentInput: { id: 'seg-2', content: 'Wokulski kocha Izabelę.' },
      },
    );
  });

  it('in helper mode shows the guidance and an area for the pupil’s own text', async () => {
    const helper = fakeSegment({
      id: 'seg-h',
      type: 'ARGUMENT',
      content: '',
      helperContent: 'Pokaż, co Wokulski traci dla Izabeli. Zwrot: „Przykładem może być…”.',
      lektura: LALKA,
    });
    const { api } = renderEssay(fakeEssay({ type: 'HELPER', segments: [helper] }), {
      updateRozprawkaAiSegment: () => ({
        data: {
          updateRozprawkaAiSegment: { ...helper, content: 'Przykładem może być Wokulski.', wordCount: 4 },
        },
      }),
    });
    const argument = await argumentCard();
    expect(argument.getByText(/Pokaż, co Wokulski traci dla Izabeli/)).toBeTruthy();
    // Nothing to improve until the pupil has written something.
    expect((argument.getByRole('button', { name: 'Popraw z AI' }) as HTMLButtonElement).disabled).toBe(true);
    expect(argument.queryByRole('button', { name: 'Edytuj' })).toBeNull();
    fireEvent.change(argument.getByLabelText('Twój tekst – Argument 1'), {
      target: { value: 'Przykładem może być Wokulski.' },
    });
    fireEvent.click(argument.getByRole('button', { name: 'Zapisz' }));
    expect(await argument.findByText('Zapisano zmiany.')).toBeTruthy();
    expect((argument.getByRole('button', { name: 'Popraw z AI' }) as HTMLButtonElement).disabled).toBe(false);
    expect(api.count('updateRozprawkaAiSegment')).toBe(1);
  });
});
