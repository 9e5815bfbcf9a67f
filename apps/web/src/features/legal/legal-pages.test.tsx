import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KREDA_COOKIES } from './privacy-content-rights.tsx';
import { Component as PrivacyPage } from './privacy-page.tsx';
import { Component as TermsPage } from './terms-page.tsx';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

const pages = [
  { name: 'Regulamin', Page: TermsPage, tabTitle: 'Regulamin – Kreda' },
  { name: 'Polityka prywatności', Page: PrivacyPage, tabTitle: 'Polityka prywatności – Kreda' },
];

describe.each(pages)('$name', ({ Page, tabTitle }) => {
  it('has exactly one h1 and sets the tab title', () => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(tabTitle);
  });

  it('shows the effective date and a plain-language summary', () => {
    const { container } = renderPage(Page);
    expect(container.textContent).toContain('Obowiązuje od: 22 listopada 2026 r.');
    expect(screen.getByRole('heading', { level: 2, name: 'W skrócie' })).toBeTruthy();
  });

  it('has a table of contents whose links lead to the numbered section headings', () => {
    renderPage(Page);
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

  it('has unique ids and cross-references that point at the right § number', () => {
    const { container } = renderPage(Page);
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

describe('Polityka prywatności', () => {
  it('lists every cookie Kreda sets', () => {
    const { container } = renderPage(PrivacyPage);
    const text = container.textContent ?? '';
    for (const name of ['locale', 'visited_root_session']) {
      expect(screen.getByText(name, { selector: 'code' })).toBeTruthy();
    }
    expect(text).toContain('pl-PL');
    expect(text).toContain('365 dni');
    expect(text).toContain('httpOnly');
    for (const cookie of KREDA_COOKIES) expect(text).toContain(cookie.name);
  });

  it('gives the supervisory authority and its address', () => {
    const { container } = renderPage(PrivacyPage);
    expect(container.textContent).toContain('Prezesa Urzędu Ochrony Danych Osobowych');
    expect(container.textContent).toContain('ul. Stawki 2, 00-193 Warszawa');
  });
});

describe('Regulamin', () => {
  it('links to the privacy policy', () => {
    renderPage(TermsPage);
    const privacyLinks = screen.getAllByRole('link', { name: /Polityk\w+ prywatności/ });
    expect(privacyLinks[0]?.getAttribute('href')).toBe('/polityka-prywatnosci');
  });
});
