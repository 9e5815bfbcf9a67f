import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSessionRefresh } from '../../lib/session-refresh.ts';
import { handedPhotos, type NewTestHandoff } from '../../lib/test-links.ts';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { type LiveFake, resetLiveFake } from '../../testing/ws-fake.ts';
import { FakeXhr, sentUpload } from '../../testing/xhr-fake.ts';
import { fakeTest } from './testsolver-fixtures.ts';
import { renderTestsAt } from './testsolver-test-kit.tsx';

const live = vi.hoisted(() => ({ sinks: new Map(), variables: new Map(), connected: [] })) as LiveFake;
vi.mock('../../lib/ws-client.ts', async () => (await import('../../testing/ws-fake.ts')).fakeWsClient(live));

const MB = 1024 * 1024;

function file(name: string, type: string, size = 200_000) {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}
const photo = (name: string, size?: number) => file(name, 'image/jpeg', size);
const pdf = (name: string, size?: number) => file(name, 'application/pdf', size);

function renderForm(handlers: Record<string, FakeHandler> = {}) {
  return renderTestsAt('/app/solver/testy?nowy=1', {
    getTestSolverByWorkspaceId: () => ({ data: { getTestSolverByWorkspaceId: [] } }),
    getTestSolverById: () => ({
      data: { getTestSolverById: fakeTest({ id: 'test-9', state: 'UPLOADING' }) },
    }),
    getPaginatedZadanieByRelationId: () => ({
      data: { getPaginatedZadanieByRelationId: { data: [], total: 0, page: 1, limit: 100 } },
    }),
    ...handlers,
  });
}

const form = () => within(screen.getByRole('form', { name: 'Nowy sprawdzian' }));
const camera = () => form().getByLabelText('Zdjęcia stron z aparatu');
const chooser = () => form().getByLabelText('Pliki sprawdzianu (zdjęcia stron lub PDF)');
const pick = (input: HTMLElement, ...files: File[]) => fireEvent.change(input, { target: { files } });
const pages = () => within(form().getByRole('list', { name: 'Dodane strony' }));
const pageNames = () =>
  pages()
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const send = () => fireEvent.click(form().getByRole('button', { name: 'Rozwiąż sprawdzian' }));

describe('the new test form', () => {
  const urls = URL as unknown as Record<string, unknown>;
  let made: string[] = [];
  let revoked: string[] = [];
  beforeEach(() => {
    resetLiveFake(live);
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    made = [];
    revoked = [];
    // The environment makes no object URLs: each photo gets a named stand-in, and its release is seen.
    urls.createObjectURL = (blob: File) => {
      const url = `blob:${blob.name}:${made.length}`;
      made.push(url);
      return url;
    };
    urls.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    stopSessionRefresh();
    vi.unstubAllGlobals();
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
  });

  it('says the limits before picking and opens the phone’s camera for several pages', async () => {
    renderForm();
    await screen.findByRole('form', { name: 'Nowy sprawdzian' });
    await waitFor(() =>
      expect(form().getByText(/najwyżej 10 – albo jeden PDF, każdy plik do 3 MB/)).toBeTruthy(),
    );
    expect(camera().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(camera().getAttribute('capture')).toBe('environment');
    expect(camera().hasAttribute('multiple')).toBe(true);
    expect(chooser().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,application/pdf');
    expect(chooser().hasAttribute('capture')).toBe(false);
    expect(form().getByRole('button', { name: 'Zrób zdjęcie strony' })).toBeTruthy();
    expect((form().getByLabelText('Przestrzeń') as HTMLSelectElement).value).toBe('');
    expect(form().getByRole('option', { name: 'Bez przestrzeni (Rozwiązywanie zadań)' })).toBeTruthy();
    expect(form().getByText('Np. „rozwiąż tylko zadania 3–5” albo „wyjaśnij jak dla klasy 7”.')).toBeTruthy();
  });

  it('reorders, retakes and removes pages by keyboard-reachable buttons, giving back each thumbnail', async () => {
    renderForm();
    await screen.findByRole('form', { name: 'Nowy sprawdzian' });
    pick(camera(), photo('a.jpg'), photo('b.jpg'));
    pick(chooser(), photo('c.jpg'));
    expect(pageNames()).toEqual(['Strona 1: a.jpg', 'Strona 2: b.jpg', 'Strona 3: c.jpg']);
    expect(
      pages()
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(made);
    expect((pages().getByRole('button', { name: 'W górę, strona 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    // Page 3 up: focus stays on its button at its new place.
    fireEvent.click(pages().getByRole('button', { name: 'W górę, strona 3' }));
    expect(pageNames()).toEqual(['Strona 1: a.jpg', 'Strona 2: c.jpg', 'Strona 3: b.jpg']);
    expect(document.activeElement).toBe(pages().getByRole('button', { name: 'W górę, strona 2' }));
    // Up again to the top: "W górę" is off there, so focus goes to "W dół".
    fireEvent.click(pages().getByRole('button', { name: 'W górę, strona 2' }));
    expect(pageNames()).toEqual(['Strona 1: c.jpg', 'Strona 2: a.jpg', 'Strona 3: b.jpg']);
    expect(document.activeElement).toBe(pages().getByRole('button', { name: 'W dół, strona 1' }));
    fireEvent.click(pages().getByRole('button', { name: 'W dół, strona 1' }));
    expect(pageNames()).toEqual(['Strona 1: a.jpg', 'Strona 2: c.jpg', 'Strona 3: b.jpg']);

    // Retake page 2: the new photo takes its place, the old thumbnail is given back.
    fireEvent.click(pages().getByRole('button', { name: 'Zrób ponownie, strona 2' }));
    pick(form().getByLabelText('Nowe zdjęcie strony z aparatu'), photo('c2.jpg'));
    expect(pageNames()).toEqual(['Strona 1: a.jpg', 'Strona 2: c2.jpg', 'Strona 3: b.jpg']);
    expect(revoked).toContain('blob:c.jpg:2');

    // Remove page 1: focus goes to the next page's "Usuń".
    fireEvent.click(pages().getByRole('button', { name: 'Usuń, strona 1' }));
    expect(pageNames()).toEqual(['Strona 1: c2.jpg', 'Strona 2: b.jpg']);
    expect(document.activeElement).toBe(pages().getByRole('button', { name: 'Usuń, strona 1' }));
    expect(revoked).toContain('blob:a.jpg:0');
    fireEvent.click(pages().getByRole('button', { name: 'Usuń, strona 2' }));
    fireEvent.click(pages().getByRole('button', { name: 'Usuń, strona 1' }));
    expect(form().queryByRole('list', { name: 'Dodane strony' })).toBeNull();
    expect(document.activeElement).toBe(form().getByRole('button', { name: 'Zrób zdjęcie strony' }));
    expect(revoked).toHaveLength(made.length);
  });

  it('refuses wrong files, photos over the limit and a PDF mixed with photos before sending', async () => {
    const { api } = renderForm();
    await screen.findByRole('form', { name: 'Nowy sprawdzian' });
    send();
    expect(await form().findByText('Dodaj zdjęcia stron sprawdzianu albo plik PDF.')).toBeTruthy();
    expect(document.activeElement).toBe(form().getByRole('button', { name: 'Zrób zdjęcie strony' }));

    await waitFor(() => expect(form().getByText(/do 3 MB/)).toBeTruthy());
    pick(
      chooser(),
      file('notatki.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    );
    expect(form().getByText(/nie jest zdjęciem ani PDF-em/)).toBeTruthy();
    pick(camera(), photo('ciemne.jpg', 4 * MB));
    expect(form().getByText('Plik „ciemne.jpg” jest za duży (4 MB). Można dodać plik do 3 MB.')).toBeTruthy();

    pick(camera(), ...Array.from({ length: 8 }, (_, i) => photo(`s${i + 1}.jpg`)));
    pick(chooser(), photo('s9.jpg'), photo('s10.jpg'), photo('s11.jpg'), photo('s12.jpg'));
    expect(pageNames()).toHaveLength(10);
    expect(
      form().getByText(/Dodano 2 z 4 zdjęć\. Sprawdzian może mieć najwyżej 10 zdjęć stron/),
    ).toBeTruthy();
    pick(chooser(), pdf('caly.pdf'));
    expect(
      form().getByText('Dodaj albo zdjęcia stron, albo jeden PDF – nie jedno i drugie naraz.'),
    ).toBeTruthy();
    expect(pageNames()).toHaveLength(10);
    expect(api.count('sprawdziansolution')).toBe(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('takes one PDF instead of photos, which cannot be moved or retaken', async () => {
    renderForm();
    await screen.findByRole('form', { name: 'Nowy sprawdzian' });
    pick(chooser(), pdf('a.pdf'), pdf('b.pdf'));
    expect(form().getByText('Dodaj jeden plik PDF z całym sprawdzianem.')).toBeTruthy();
    pick(chooser(), pdf('sprawdzian.pdf'));
    const list = pages();
    expect(list.getByText('Sprawdzian (PDF)')).toBeTruthy();
    expect(list.queryByRole('button', { name: /W górę|Zrób ponownie/ })).toBeNull();
    pick(camera(), photo('strona.jpg'));
    expect(form().getByText(/nie jedno i drugie naraz/)).toBeTruthy();
    // A second PDF takes the first one's place.
    pick(chooser(), pdf('poprawiony.pdf'));
    expect(pages().getAllByRole('listitem')).toHaveLength(1);
    expect(pages().getByText(/poprawiony\.pdf/)).toBeTruthy();
  });

  it('sends the pages in their order as one multipart request with progress, then opens the test', async () => {
    const { router } = renderForm();
    await screen.findByRole('form', { name: 'Nowy sprawdzian' });
    pick(camera(), photo('pierwsza.jpg'), photo('druga.jpg'));
    fireEvent.click(pages().getByRole('button', { name: 'W dół, strona 1' }));
    const select = (await form().findByRole('option', { name: 'Ułamki zwykłe (Matematyka)' })).closest(
      'select',
    );
    fireEvent.change(select as HTMLSelectElement, { target: { value: 'ws-maths' } });
    fireEvent.change(form().getByLabelText('Nazwa (nieobowiązkowa)'), {
      target: { value: ' Ułamki – klasa 6 ' },
    });
    fireEvent.change(form().getByLabelText('Polecenie (nieobowiązkowe)'), {
      target: { value: 'rozwiąż tylko zadania 3–5' },
    });
    expect(form().getByText('25 / 500 znaków')).toBeTruthy();
    send();
    const xhr = await sentUpload();
    expect(xhr.operations().operationName).toBe('sprawdziansolution');
    expect(xhr.operations().variables).toEqual({
      sprawdziansolutionInput: {
        workspaceId: 'ws-maths',
        title: 'Ułamki – klasa 6',
        polecenie: 'rozwiąż tylko zadania 3–5',
        files: [null, null],
      },
    });
    expect(JSON.parse(String(xhr.form?.get('map')))).toEqual({
      0: ['variables.sprawdziansolutionInput.files.0'],
      1: ['variables.sprawdziansolutionInput.files.1'],
    });
    expect([0, 1].map((i) => (xhr.form?.get(String(i)) as File | undefined)?.name)).toEqual([
      'druga.jpg',
      'pierwsza.jpg',
    ]);
    xhr.progress(40);
    const bar = form().getByRole('progressbar', { name: 'Wysyłanie stron…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    await xhr.respond({
      data: {
        sprawdziansolution: { __typename: 'TestSolver', ...fakeTest({ id: 'test-9', state: 'UPLOADING' }) },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/testsolver/test-9'));
  });

  it('shows a refusal’s Polish message, and the server’s word on a field under that field', async () => {
    renderForm();
    await screen.findByRole('form', { name: 'Nowy sprawdzian' });
    pick(camera(), photo('strona.jpg'));
    send();
    await (await sentUpload(0)).respond({
      data: {
        sprawdziansolution: {
          __typename: 'ExecutionError',
          errorCode: 'INSUFFICIENT_RESOURCES',
          message: 'Wykorzystano dzienny limit sprawdzianów. Limit odnowi się jutro.',
        },
      },
    });
    expect((await form().findByRole('alert')).textContent).toBe(
      'Wykorzystano dzienny limit sprawdzianów. Limit odnowi się jutro.',
    );
    fireEvent.change(form().getByLabelText('Polecenie (nieobowiązkowe)'), {
      target: { value: 'zrób wszystko' },
    });
    send();
    await (await sentUpload(1)).respond({
      errors: [
        {
          message: 'Nieprawidłowe dane.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: {
              'sprawdziansolutionInput.polecenie': 'Polecenie nie dotyczy zadań sprawdzianu.',
              'files.0': 'Tej strony nie da się odczytać: zdjęcie jest nieostre.',
            },
          },
        },
      ],
    });
    expect(await form().findByText('Polecenie nie dotyczy zadań sprawdzianu.')).toBeTruthy();
    expect(form().getByText('Tej strony nie da się odczytać: zdjęcie jest nieostre.')).toBeTruthy();
    expect(form().queryByText('Nieprawidłowe dane.')).toBeNull();
    expect(document.activeElement).toBe(form().getByRole('button', { name: 'Zrób zdjęcie kolejnej strony' }));
  });

  it('checks the length of the instruction before sending', async () => {
    renderForm();
    await screen.findByRole('form', { name: 'Nowy sprawdzian' });
    pick(camera(), photo('strona.jpg'));
    fireEvent.change(form().getByLabelText('Polecenie (nieobowiązkowe)'), {
      target: { value: 'a'.repeat(501) },
    });
    send();
    expect(await form().findByText(/500 znaków/, { selector: 'span' })).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });
});

describe('photos handed over by the app home', () => {
  it('opens "Nowy sprawdzian" with the photos taken on the home as its pages', async () => {
    const { router } = renderForm();
    await screen.findByRole('form', { name: 'Nowy sprawdzian' });
    const photos = [new File(['x'], 'zadanie.jpg', { type: 'image/jpeg' })];
    await router.navigate('/app/solver/testy?nowy=1', { state: { photos } satisfies NewTestHandoff });
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Nowy sprawdzian' }))
          .getByRole('list', { name: 'Dodane strony' })
          .querySelectorAll('li'),
      ).toHaveLength(1),
    );
    expect(handedPhotos({ photos: ['nie plik', ...photos] })).toEqual(photos);
    expect(handedPhotos(null)).toEqual([]);
  });
});
