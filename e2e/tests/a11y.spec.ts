import { expect, type Page, test } from '@playwright/test';
import { createAccount, gql, horizontalOverflow } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { waitForCode } from '../support/outbox.ts';
import { expectNoSmallTapTargets, expectSkipLinkTapTarget } from '../support/tap-targets.ts';

/** Axe finds no serious violations, and every link, button and field is a 40 px tap target. */
async function expectAccessible(page: Page): Promise<void> {
  await expectNoSeriousViolations(page);
  await expectNoSmallTapTargets(page);
}

const PUBLIC_PAGES = [
  '/',
  '/regulamin',
  '/polityka-prywatnosci',
  '/nie-ma-takiej-strony',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/sms',
  '/auth/verify?email=ala%40example.pl',
  '/auth/verify-sms?phone=%2B48600100200',
  '/auth/reset',
  '/auth/reset-password?email=ala%40example.pl',
];

// Every page in both colour schemes: the dark one is the system's here, as a pupil's phone at night
// would ask for it (the switch in the settings is dark-mode.spec.ts).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme === 'dark' ? 'ciemny' : 'jasny'} motyw`, () => {
    test.use({ colorScheme });

    for (const path of PUBLIC_PAGES) {
      test(`${path}: axe finds no serious violations, every tap target is 40 px`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await expectSkipLinkTapTarget(page);
      });
    }

    test('a form showing its validation errors stays accessible', async ({ page }) => {
      await page.goto('/auth/sign-up');
      await page.getByRole('button', { name: 'Załóż konto' }).click();
      await expect(page.getByLabel('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Adres e-mail')).toBeFocused();
      await expectAccessible(page);
    });

    test('the signed-in pages are accessible: verification, onboarding, app home, settings, usage, workspaces, notes, chat', async ({
      page,
    }) => {
      // One account walks through every signed-in page (sign-ups per IP are limited): it takes a while,
      // more than test.slow() gives once the chat waits for a streamed answer.
      test.setTimeout(240_000);
      // page.request shares the browser's cookies: the browser is signed in as this new account.
      const since = Date.now();
      const { email } = await createAccount(page.request, { until: 'PENDING_VERIFICATION' });

      await page.goto('/auth/verify');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Potwierdź adres e-mail');
      await expectAccessible(page);

      const code = await waitForCode(email, { since });
      const verified = await gql(
        page.request,
        'mutation ($i: VerifyCodeInput!) { verifyCode(verifyCodeInput: $i) { id } }',
        {
          i: { code },
        },
      );
      expect(verified.errors).toBeUndefined();

      await page.goto('/onboarding');
      // The first step names no total: how many follow depends on the level chosen in it.
      await expect(page.getByText(/^Krok 1\b/)).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByLabel('Klasa 7 – szkoła podstawowa').check();
      await page.getByRole('button', { name: 'Dalej' }).click();
      await page.getByRole('button', { name: 'Dalej' }).click();
      await expect(page.getByText('Krok 3 z 3')).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Biologia').check();
      await page.getByRole('button', { name: 'Zakończ i przejdź do Kredy' }).click();

      await expect(page).toHaveURL(/\/app$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.goto('/app/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ustawienia konta');
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Limits and usage, reached from the settings: the free plan with a bar per action.
      await page.getByRole('link', { name: 'Zobacz limity' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limity i wykorzystanie');
      await expect(page.getByRole('heading', { level: 2, name: 'Plan: Darmowy' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Wiadomości w czacie' })).toHaveAttribute(
        'aria-valuetext',
        /^Wykorzystano 0 z \d+ dziś, został[oy] \d+ uży(ć|cia|cie)$/,
      );
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Workspaces: the empty list, the "Nowa przestrzeń" dialog with topics, one workspace, the list.
      await page.goto('/workspace');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twoje przestrzenie');
      await expect(page.getByRole('region', { name: 'Nie masz jeszcze żadnej przestrzeni' })).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Nowa przestrzeń' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nowa przestrzeń' });
      await dialog.getByLabel('Przedmiot').selectOption('mathematics');
      await dialog.getByLabel('Klasa').selectOption('SREDNI_JEDEN');
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      await expectAccessible(page);
      // An attempt without a topic shows the errors; they stay accessible too.
      await dialog.getByRole('button', { name: 'Utwórz przestrzeń' }).click();
      await expect(dialog.getByRole('group', { name: 'Temat' })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const topics = await gql(
        page.request,
        'query ($i: GetbyprzedmiotandpoziomInput!) { getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: $i) { id } }',
        { i: { przedmiot: 'mathematics', poziom: 'SREDNI_JEDEN' } },
      );
      const [topic] = (topics.data?.getbyprzedmiotandpoziom ?? []) as { id: string }[];
      const created = await gql(
        page.request,
        'mutation ($i: CreateWorkspaceInput!) { createWorkspace(createWorkspaceInput: $i) { id } }',
        { i: { tematId: topic?.id } },
      );
      expect(created.errors).toBeUndefined();
      const { id } = (created.data?.createWorkspace ?? {}) as { id: string };

      await page.goto(`/workspace/${id}`);
      await expect(page.getByRole('region', { name: 'Zakres tematu' })).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Usuń przestrzeń' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      // Materials: the empty page, then a pasted text in the list once it has been read.
      await page.goto(`/workspace/${id}/materials`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Materiały');
      await expect(page.getByRole('region', { name: 'Nie ma jeszcze materiałów' })).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByText('Wklej tekst').click();
      await page.getByLabel('Tekst', { exact: true }).fill('Mitoza to podział komórki.');
      await page.getByLabel('Nazwa (opcjonalnie)').fill('Biologia – mitoza');
      await page.getByRole('button', { name: 'Dodaj tekst' }).click();
      const pasted = page.getByRole('listitem').filter({ hasText: 'Biologia – mitoza' });
      await expect(pasted.getByTestId('material-state')).toHaveText('Gotowe', { timeout: 20_000 });
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await pasted.getByRole('link', { name: 'Biologia – mitoza' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biologia – mitoza');
      await expect(page.getByText('Mitoza to podział komórki.')).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Notes: the empty list, the editor with formulas and a table (and with an error), the list.
      await page.goto(`/workspace/${id}/ainote`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notatki');
      await expect(page.getByRole('region', { name: 'Nie ma jeszcze notatek' })).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'Nowa notatka' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nowa notatka');
      await expectAccessible(page);
      await page.getByLabel('Tytuł').fill('Funkcja liniowa');
      await page
        .getByLabel('Treść')
        .fill(
          '## Wzór\n\nFunkcja $f(x) = ax + b$, np. $\\frac{1}{2}x$.\n\n$$\ny = ax + b\n$$\n\n| x | f(x) | opis |\n| --- | --- | --- |\n| 0 | b | punkt przecięcia z osią OY |\n',
        );
      await page.getByRole('button', { name: 'Utwórz notatkę' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funkcja liniowa');
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const previewTab = page.getByRole('tab', { name: 'Podgląd' });
      if (await previewTab.isVisible()) await previewTab.click();
      await expect(page.locator('.katex').first()).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByLabel('Tytuł').fill('');
      await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
      await expect(page.getByLabel('Tytuł')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      // Back to the saved title: nothing is left unsaved, so the list opens without a question.
      await page.getByLabel('Tytuł').fill('Funkcja liniowa');
      await page.getByRole('link', { name: 'Wszystkie notatki' }).click();
      await expect(page.getByRole('region', { name: 'Twoje notatki' }).getByRole('listitem')).toHaveCount(1);
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      // Chat: the new conversation with the material picker, then a streamed answer with a formula, a
      // table and a citation (the e2e server's AI is the local fake), then the task solver.
      await page.goto(`/workspace/${id}/playground`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Czat');
      await expect(page.getByLabel('Biologia – mitoza')).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByLabel('Biologia – mitoza').check();
      await page.getByLabel('Twoja wiadomość').fill('Czym jest mitoza?');
      await page.getByRole('button', { name: 'Wyślij' }).click();
      const answer = page.getByTestId('answer').last();
      await expect(answer.locator('.katex').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Wyślij' })).toBeEnabled({ timeout: 20_000 });
      await expect(answer.getByRole('button', { name: 'Zrób notatkę' })).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.goto('/app/solver');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Czat do zadań');
      await expect(page.getByRole('region', { name: 'Z czym masz problem?' })).toBeVisible();
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.goto('/workspace');
      await expect(page.getByRole('article')).toHaveCount(1);
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.goto('/workspace/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Czym są przestrzenie?');
      await expectAccessible(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
