import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createAccount, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { createWorkspace } from '../support/workspaces.ts';

// One sign-up per project (two in all): the suite stays under the per-IP sign-up limit.

const POLISH_TEXT = 'Zażółć gęślą jaźń. Źdźbło trawy.';

/** A one-page PDF with a text layer in Polish (DejaVu has every Polish letter). */
async function polishPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'), {
    subset: true,
  });
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 760, size: 16, font });
  return Buffer.from(await doc.save());
}

test('upload a PDF, watch it become ready without reloading, read its Polish text, delete it', async ({
  page,
}) => {
  test.slow();
  // page.request shares the browser's cookies: the browser is signed in as this new account.
  await createAccount(page.request);
  const workspaceId = await createWorkspace(page, 'Materiały testowe');

  await page.goto(`/workspace/${workspaceId}`);
  // The same item is in the side column (komputer) and the bottom bar (telefon); only one is shown.
  await page
    .getByRole('navigation', { name: 'Przestrzeń' })
    .getByRole('link', { name: 'Materiały' })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/materials$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Materiały');
  await expect(page.getByRole('region', { name: 'Nie ma jeszcze materiałów' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wybierz plik' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // An unsupported file is refused before it is sent (by its name), next to the upload area.
  await page.getByLabel('Plik do dodania').setInputFiles({
    name: 'program.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  });
  await expect(page.getByRole('alert')).toContainText('Kreda nie odczyta pliku „program.exe”');

  // One that looks right by its name but is not is refused by the server, which reads the content.
  await page.getByLabel('Plik do dodania').setInputFiles({
    name: 'program.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).not.toContainText('Kreda nie odczyta pliku');
  await expect(page.getByRole('region', { name: 'Nie ma jeszcze materiałów' })).toBeVisible();

  await page.getByLabel('Plik do dodania').setInputFiles({
    name: 'lekcja.pdf',
    mimeType: 'application/pdf',
    buffer: await polishPdf(POLISH_TEXT),
  });
  const list = page.getByRole('region', { name: 'Twoje materiały' });
  const row = list.getByRole('listitem').filter({ hasText: 'lekcja.pdf' });
  await expect(row).toBeVisible();
  await expect(row.getByText('PDF ·')).toBeVisible();
  // The extraction job finishes in the background; the subscription brings the state here.
  await expect(row.getByTestId('material-state')).toHaveText('Gotowe', { timeout: 45_000 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await row.getByRole('link', { name: 'lekcja.pdf' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/materials/[0-9a-f-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('lekcja.pdf');
  const text = page.getByRole('region', { name: 'Odczytany tekst' });
  await expect(text.getByRole('heading', { name: 'Strona 1' })).toBeVisible();
  await expect(text).toContainText(POLISH_TEXT);
  const open = page.getByRole('link', { name: /Otwórz plik/ });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', /\/api\/files\//);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Rename inline.
  await page.getByRole('button', { name: 'Zmień nazwę' }).click();
  await page.getByLabel('Nazwa materiału').fill('Lekcja o ortografii');
  await page.getByRole('button', { name: 'Zapisz nazwę' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lekcja o ortografii');
  await expect(page.getByRole('button', { name: 'Zmień nazwę' })).toBeFocused();

  await page.getByRole('button', { name: 'Usuń materiał' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Usunąć materiał „Lekcja o ortografii”?' });
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Usuń materiał' }).click();
  await expect(page.getByText('Pomyślnie usunięto')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/workspace/${workspaceId}/materials$`));
  await expect(page.getByRole('region', { name: 'Nie ma jeszcze materiałów' })).toBeVisible();

  // A text file dropped onto the drop zone is added like a chosen one.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(['Ułamki zwykłe: licznik i mianownik.'], 'ulamki.txt', { type: 'text/plain' }),
    );
    return transfer;
  });
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  const droppedRow = list.getByRole('listitem').filter({ hasText: 'ulamki.txt' });
  await expect(droppedRow.getByTestId('material-state')).toHaveText('Gotowe', { timeout: 45_000 });

  // A YouTube video (from the local fake YouTube): its title replaces the placeholder name and its
  // captions can be read, each leading to its moment on the video's own page.
  await page.getByText('Dodaj film z YouTube').click();
  await page.getByLabel('Link do filmu').fill('https://youtu.be/kredaFilm01');
  await page.getByRole('button', { name: 'Dodaj film' }).click();
  const videoRow = list.getByRole('listitem').filter({ hasText: 'Funkcja kwadratowa' });
  await expect(videoRow.getByTestId('material-state')).toHaveText('Gotowe', { timeout: 45_000 });
  await expect(videoRow.getByText(/^Film z YouTube ·/)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await videoRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Funkcja kwadratowa – wierzchołek paraboli',
  );
  const captions = page.getByRole('region', { name: 'Napisy filmu' });
  await expect(captions).toContainText('Wierzchołek paraboli ma współrzędne p i q.');
  await expect(captions.getByRole('link', { name: /^0:00/ })).toHaveAttribute(
    'href',
    /^\/app\/yt\/[0-9a-f-]{36}\?t=0$/,
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The video's page (/app/yt/{id}): the player waits for "Odtwórz" (nothing is loaded from
  // YouTube before), and a caption's moment moves it there.
  await page.getByRole('link', { name: 'Obejrzyj z napisami' }).click();
  await expect(page).toHaveURL(/\/app\/yt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Funkcja kwadratowa – wierzchołek paraboli',
  );
  await expect(page.getByRole('button', { name: 'Odtwórz film' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  const moments = page.getByRole('region', { name: 'Napisy filmu' }).getByRole('link');
  const last = moments.last();
  const at = ((await last.textContent()) ?? '').replace(/ –.*$/, '');
  await last.click();
  await expect(page).toHaveURL(/\?t=\d+$/);
  await expect(page.getByRole('button', { name: `Odtwórz od ${at}` })).toBeVisible();
  await expect(last).toHaveAttribute('aria-current', 'time');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});
