import { type Browser, expect, type Page, test } from '@playwright/test';
import { outlinePdf } from '../../apps/server/src/modules/library/testing/textbook-pdfs.ts';
import { pngWithText } from '../../apps/server/src/testing/fixtures/documents.ts';
import { horizontalOverflow } from '../support/accounts.ts';
import {
  clearTopicContent,
  createAdmin,
  deleteBookIfLeft,
  restoreDemoBook,
  whileHoldingPublication,
} from '../support/admin.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { expectNoSmallTapTargets } from '../support/tap-targets.ts';

// An admin edits the demo library (apps/server/src/modules/library/demo/): the list of every
// textbook, the maths book with a subchapter renamed, and a book hidden and published again, each
// change seen by a signed-out visitor on /podrecznikio. Both projects run at once against one
// server, and other journeys read the maths book's first chapter (library.spec.ts,
// library-tools.spec.ts), so: each project renames its own subchapter of chapter 3; the book hidden
// is the biology one, which no other journey reads, one project at a time; and everything is put
// back as seeded at the end.

const MATHS = {
  title: 'Matematyka 7. Podręcznik demonstracyjny',
  catalogue: '/podrecznikio?przedmiot=mathematics&poziom=PODSTAWOWY_SIEDEM',
};
const BIOLOGY = {
  title: 'Biologia 1. Podręcznik demonstracyjny dla liceum',
  catalogue: '/podrecznikio?przedmiot=biology&poziom=SREDNI_JEDEN',
};
const SUBCHAPTERS = {
  komputer: { number: '3.2', name: 'Podwyżki i obniżki' },
  telefon: { number: '3.1', name: 'Procent liczby' },
} as const;

/** The page fits the phone, is axe clean and every target is big enough for a finger. */
async function checkScreen(page: Page) {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
}

/** A signed-out visitor on the same kind of device. */
async function visitorPage(browser: Browser): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, baseURL, locale });
  return context.newPage();
}

/** From the admin's list, filtered by the subject, the textbook's page; returns its id. */
async function openFromList(page: Page, subject: string, title: string): Promise<string> {
  await page.goto('/admin/podreczniki');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Podręczniki');
  await page.getByLabel('Przedmiot').selectOption({ label: subject });
  const row = page
    .getByRole('list', { name: 'Podręczniki' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row).toContainText('Opublikowany');
  await expect(row).toContainText('Demo');
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/podreczniki\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return page.url().split('/').pop() ?? '';
}

test('an admin renames a subchapter, hides and publishes a demo textbook; a visitor sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const sub = SUBCHAPTERS[test.info().project.name as keyof typeof SUBCHAPTERS];
  const renamed = `${sub.name} – poprawione`;
  await createAdmin(page.request, test.info().project.name);
  const visitor = await visitorPage(browser);
  let mathsId = '';
  try {
    // 1. The list of every textbook (axe clean), then the maths book's page.
    await page.goto('/admin/podreczniki');
    await expect(page.getByRole('navigation', { name: 'Panel administratora' })).toBeVisible();
    const everything = page.getByRole('list', { name: 'Podręczniki' });
    await expect(everything.getByRole('link', { name: BIOLOGY.title })).toBeVisible();
    await expect(everything.getByRole('link', { name: MATHS.title })).toBeVisible();
    await checkScreen(page);
    mathsId = await openFromList(page, 'Matematyka', MATHS.title);
    await checkScreen(page);

    // 2. A subchapter renamed in place and saved; its exercises as the library has them.
    const entry = page.getByRole('group', { name: `Podrozdział ${sub.number}. ${sub.name}` });
    await entry.getByLabel('Nazwa').fill(renamed);
    await page.getByRole('button', { name: 'Zapisz spis treści' }).click();
    await expect(page.getByText('Zapisano spis treści.')).toBeVisible();
    const saved = page.getByRole('group', { name: `Podrozdział ${sub.number}. ${renamed}` });
    await saved.getByRole('button', { name: /^Pokaż zadania \(\d+\)$/ }).click();
    const exercises = page.getByRole('list', { name: `Zadania – ${sub.number}. ${renamed}` });
    await expect(exercises.getByRole('listitem').first()).toContainText(`Zadanie ${sub.number}.1`);
    await checkScreen(page);

    // 3. The visitor reads the new name in the textbook's table of contents.
    await visitor.goto(MATHS.catalogue);
    await visitor.getByRole('link', { name: MATHS.title }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(MATHS.title);
    await expect(visitor.getByRole('region', { name: 'Spis treści' })).toContainText(
      `${sub.number}. ${renamed}`,
    );

    // 4. A book hidden: the visitor finds neither it in the catalogue nor its page; published
    // again, it is back.
    await whileHoldingPublication(async () => {
      const biologyId = await openFromList(page, 'Biologia', BIOLOGY.title);
      try {
        const publish = page.getByRole('switch', { name: 'Opublikowany' });
        await publish.click();
        await expect(publish).toHaveAttribute('aria-checked', 'false');
        await expect(page.getByText('Podręcznik jest ukryty: widzą go tylko administratorzy.')).toBeVisible();
        await checkScreen(page);
        await visitor.goto(BIOLOGY.catalogue);
        await expect(visitor.getByText('Nie znaleziono podręczników.')).toBeVisible();
        await visitor.goto(`/podrecznikio/${biologyId}`);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono podręcznika');

        await publish.click();
        await expect(publish).toHaveAttribute('aria-checked', 'true');
        await visitor.goto(BIOLOGY.catalogue);
        await visitor.getByRole('link', { name: BIOLOGY.title }).click();
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(BIOLOGY.title);
      } finally {
        await restoreDemoBook(page.request, biologyId);
      }
    });
  } finally {
    // Whatever happened above, the maths book is as seeded for the other journeys.
    if (mathsId) await restoreDemoBook(page.request, mathsId, sub);
  }

  // 5. A new textbook with its PDF (with an outline): the import's stages to "Gotowe", its table of
  // contents and solved exercises, published for the visitor; hidden again at the end (a class no other journey reads).
  const title = `Geometria na co dzień (${test.info().project.name})`;
  await page.goto('/admin/podreczniki');
  await page.getByRole('link', { name: 'Dodaj podręcznik' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowy podręcznik');
  await page.getByLabel('Tytuł').fill(title);
  await page.getByLabel('Przedmiot').selectOption({ label: 'Matematyka' });
  await page.getByLabel('Poziom').selectOption({ label: 'Klasa 8 – szkoła podstawowa' });
  await page.getByLabel('Klasa', { exact: true }).selectOption({ label: 'Klasa 8' });
  await page.getByLabel('Plik PDF podręcznika (opcjonalnie)').setInputFiles({
    name: 'geometria.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await outlinePdf()),
  });
  await checkScreen(page);
  await page.getByRole('button', { name: 'Dodaj podręcznik' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const newId = page.url().split('/').pop() ?? '';
  let topicName = '';
  try {
    const stages = page.getByRole('list', { name: 'Etapy importu' });
    await expect(stages).toContainText('Gotowe: zrobione', { timeout: 30_000 });
    await expect(stages).toContainText('Spis treści: zrobione (z zakładek pliku PDF)');
    // Each subchapter's exercise found and solved by the (fake) AI.
    await expect(stages).toContainText('Rozwiązywanie zadań: zrobione (rozwiązane: 5 z 5)');
    await expect(page.getByRole('group', { name: /^Rozdział .*Kąty$/ })).toBeVisible();
    await checkScreen(page);
    // A cover (an image with the title on it), stored small; shown on the visitor's card once published.
    const cover = page.getByRole('region', { name: 'Okładka' });
    await cover.getByLabel('Obraz okładki').setInputFiles({
      name: 'okladka.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await pngWithText('Geometria na co dzień')),
    });
    await cover.getByRole('button', { name: 'Zapisz okładkę' }).click();
    await expect(cover.getByRole('img', { name: `Okładka: ${title}` })).toBeVisible();
    const publish = page.getByRole('switch', { name: 'Opublikowany' });
    await publish.click();
    await expect(publish).toHaveAttribute('aria-checked', 'true');
    await visitor.goto('/podrecznikio?przedmiot=mathematics&poziom=PODSTAWOWY_OSIEM');
    const card = visitor.getByRole('listitem').filter({ hasText: title });
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousViolations(visitor);
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('region', { name: 'Spis treści' })).toContainText('Rodzaje kątów');

    // 5b. A curriculum topic of class 8 linked to the new book, with a description: the visitor sees
    // it on the book's page. Each project takes its own topic (both run at once).
    await page.goto('/admin/podreczniki/tematy?przedmiot=mathematics&poziom=PODSTAWOWY_OSIEM');
    const topic = page
      .getByRole('list', { name: 'Tematy' })
      .getByRole('listitem')
      .nth(test.info().project.name === 'telefon' ? 0 : 1);
    topicName = (await topic.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await topic.getByLabel('Podręcznik').selectOption({ label: title });
    await topic
      .getByLabel('Opis tematu dla uczniów')
      .fill(`Ćwiczenia z kątów (${test.info().project.name}).`);
    await topic.getByRole('button', { name: 'Zapisz temat' }).click();
    await expect(topic.getByText('Zapisano temat.')).toBeVisible();
    await checkScreen(page);
    await visitor.goto(`/podrecznikio/${newId}`);
    const topics = visitor.getByRole('region', { name: 'Tematy z podstawy programowej' });
    await expect(topics.getByRole('heading', { level: 3 })).toHaveText(topicName);
    await expect(topics).toContainText(`Ćwiczenia z kątów (${test.info().project.name}).`);
    await page.goto(`/admin/podreczniki/${newId}`);

    // 6. Deleted, after a confirmation: gone from the admin's list and from the visitor's catalogue.
    await page.getByRole('button', { name: 'Usuń podręcznik' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Usunąć podręcznik „${title}”?` });
    await expectNoSeriousViolations(page);
    await confirm.getByRole('button', { name: 'Usuń podręcznik' }).click();
    await expect(page).toHaveURL(/\/admin\/podreczniki$/);
    const search = page.getByRole('search', { name: 'Szukaj podręcznika' });
    await search.getByLabel('Tytuł albo ISBN').fill(title);
    await search.getByRole('button', { name: 'Szukaj' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'podręcznik' })).toHaveText(
      'Nie znaleziono podręczników.',
    );
    await visitor.goto(`/podrecznikio/${newId}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Nie znaleziono');
  } finally {
    await deleteBookIfLeft(page.request, newId);
    if (topicName) await clearTopicContent(page.request, 'mathematics', 'PODSTAWOWY_OSIEM', topicName);
    await visitor.context().close();
  }
});
