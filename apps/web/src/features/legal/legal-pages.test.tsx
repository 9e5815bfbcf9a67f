import { ENABLED_TOOLS } from '@kreda/shared/tools';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, installFakeApi } from '../../testing/fake-api.ts';
import { NOT_BUILT } from '../../testing/not-built.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import type { Operator } from './api/get-operator.ts';
import { KREDA_COOKIES } from './privacy-content-rights.tsx';
import { Component as PrivacyPage } from './privacy-page.tsx';
import { Component as TermsPage } from './terms-page.tsx';

/** The operator as a production server configures it (OPERATOR_*). */
const OPERATOR: Operator = {
  name: 'Kreda Edukacja sp. z o.o.',
  address: 'ul. Tablicowa 7, 00-950 Warszawa',
  krs: '0000123456',
  nip: '1234563218',
  email: 'kontakt@kreda.pl',
  dpoEmail: 'iod@kreda.pl',
  example: false,
};

/** What a development server without OPERATOR_* answers (config/operator.ts). */
const EXAMPLE_OPERATOR: Operator = {
  name: 'Przykładowy operator – dane do uzupełnienia w konfiguracji',
  address: 'ul. Przykładowa 1, 00-001 Warszawa',
  krs: '0000000000',
  nip: '0000000000',
  email: 'kontakt@kreda.example',
  dpoEmail: 'iod@kreda.example',
  example: true,
};

const operatorReply = (operator: Operator) => (): FakeReply => ({
  data: { getAppConfig: { operator } },
});

/** Renders a legal page and waits for its body, which names the operator read from the server. */
async function renderPage(Page: ComponentType, operator: Operator = OPERATOR) {
  installFakeApi({ legalOperator: operatorReply(operator) });
  renderRoutes([{ path: '/', Component: Page }], '/');
  await screen.findByRole('navigation', { name: 'Spis treści' });
  return { container: document.body };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const pages = [
  { name: 'Regulamin', Page: TermsPage, tabTitle: 'Regulamin – Kreda' },
  { name: 'Polityka prywatności', Page: PrivacyPage, tabTitle: 'Polityka prywatności – Kreda' },
];

describe.each(pages)('$name', ({ Page, tabTitle }) => {
  it('has exactly one h1 and sets the tab title', async () => {
    await renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(tabTitle);
  });

  it('shows the effective date and a plain-language summary', async () => {
    const { container } = await renderPage(Page);
    expect(container.textContent).toContain('Obowiązuje od: 29 listopada 2026 r.');
    expect(screen.getByRole('heading', { level: 2, name: 'W skrócie' })).toBeTruthy();
  });

  it('has a table of contents whose links lead to the numbered section headings', async () => {
    await renderPage(Page);
    const links = within(screen.getByRole('navigation', { name: 'Spis treści' })).getAllByRole('link');
    expect(links.length).toBeGreaterThan(10);
    links.forEach((link, index) => {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const target = document.getElementById(href.slice(1));
      expect(target?.tagName, `target of ${href}`).toBe('H2');
      expect(target?.textContent).toBe(link.textContent);
      expect(target?.textContent?.startsWith(`§ ${index + 1}. `)).toBe(true);
    });
  });

  it('has unique ids and cross-references that point at the right § number', async () => {
    const { container } = await renderPage(Page);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);

    for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target, `target of ${link.getAttribute('href')}`).not.toBeNull();
      const reference = link.textContent?.match(/^§ \d+/)?.[0];
      if (reference) expect(target?.textContent?.startsWith(`${reference}. `)).toBe(true);
    }
  });
});

describe.each(pages)('$name names its operator', ({ Page }) => {
  it('from the configuration: identity, register numbers and contact, with no placeholder', async () => {
    const { container } = await renderPage(Page);
    const text = container.textContent ?? '';
    expect(text).toContain(
      'Kreda Edukacja sp. z o.o., ul. Tablicowa 7, 00-950 Warszawa, KRS 0000123456, NIP 1234563218',
    );
    const mail = [...container.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute('href'));
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((href) => href === 'mailto:kontakt@kreda.pl' || href === 'mailto:iod@kreda.pl')).toBe(
      true,
    );
    expect(text).not.toMatch(/[[\]]/);
    expect(screen.queryByRole('note', { name: 'Przykładowe dane operatora' })).toBeNull();
  });

  it('marks the example operator of a server without OPERATOR_* at the top of the document', async () => {
    const { container } = await renderPage(Page, EXAMPLE_OPERATOR);
    const notice = screen.getByRole('note', { name: 'Przykładowe dane operatora' });
    expect(notice.closest('header')).not.toBeNull();
    expect(notice.textContent).toContain('są przykładowe');
    expect(container.textContent).toContain('Przykładowy operator – dane do uzupełnienia w konfiguracji');
    expect(container.textContent).not.toMatch(/[[\]]/);
  });

  it('names a sole trader by NIP alone', async () => {
    const { container } = await renderPage(Page, { ...OPERATOR, krs: null });
    expect(container.textContent).toContain('00-950 Warszawa, NIP 1234563218');
    expect(container.textContent).not.toContain('KRS');
  });

  it('promises no tool or payment that does not exist', async () => {
    const { container } = await renderPage(Page);
    expect(container.textContent).not.toMatch(NOT_BUILT);
  });

  it('says so and offers a retry when the operator cannot be read', async () => {
    let attempt = 0;
    installFakeApi({
      legalOperator: () =>
        ++attempt === 1
          ? { status: 500, errors: [{ message: 'Wewnętrzny błąd serwera.' }] }
          : operatorReply(OPERATOR)(),
    });
    renderRoutes([{ path: '/', Component: Page }], '/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać pełnej treści dokumentu.');
    // The summary is there meanwhile.
    expect(screen.getByRole('heading', { level: 2, name: 'W skrócie' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('navigation', { name: 'Spis treści' })).toBeTruthy();
  });
});

describe('Polityka prywatności', () => {
  it('lists every cookie Kreda sets', async () => {
    const { container } = await renderPage(PrivacyPage);
    const text = container.textContent ?? '';
    for (const name of ['locale', 'visited_root_session']) {
      expect(screen.getByText(name, { selector: 'code' })).toBeTruthy();
    }
    expect(text).toContain('pl-PL');
    expect(text).toContain('365 dni');
    expect(text).toContain('httpOnly');
    for (const cookie of KREDA_COOKIES) expect(text).toContain(cookie.name);
  });

  it('says what usage statistics are collected, without what, for how long, and that nothing is stored on the device', async () => {
    const { container } = await renderPage(PrivacyPage);
    const text = container.textContent ?? '';
    expect(text).toContain('Statystyki korzystania:');
    expect(text).toContain('Nie obejmują treści Materiałów ani wiadomości, adresu e-mail ani adresu IP.');
    expect(text).toContain('bez zapisywania czegokolwiek na Twoim urządzeniu');
    expect(text).toContain('Statystyki korzystania – 12 miesięcy');
  });

  it('gives the supervisory authority and its address', async () => {
    const { container } = await renderPage(PrivacyPage);
    expect(container.textContent).toContain('Prezesa Urzędu Ochrony Danych Osobowych');
    expect(container.textContent).toContain('ul. Stawki 2, 00-193 Warszawa');
  });
});

describe('Regulamin', () => {
  it('lists exactly the enabled tools as its services (§ 3)', async () => {
    await renderPage(TermsPage);
    const section = document.getElementById('uslugi')?.closest('section');
    if (!section) throw new Error('no § 3');
    const services = [...section.querySelectorAll<HTMLElement>('li[data-tool]')];
    expect(services.map((li) => li.dataset.tool)).toEqual(ENABLED_TOOLS.map((tool) => tool.id));
    services.forEach((li, index) => {
      const last = index === services.length - 1;
      expect(li.textContent).toBe(`${ENABLED_TOOLS[index]?.serviceDescription}${last ? '.' : ';'}`);
    });
  });

  it('links to the privacy policy', async () => {
    await renderPage(TermsPage);
    const privacyLinks = screen.getAllByRole('link', { name: /Polityk\w+ prywatności/ });
    expect(privacyLinks[0]?.getAttribute('href')).toBe('/polityka-prywatnosci');
  });
});
