import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setThemeChoice, THEME_STORAGE_KEY } from '../../lib/theme.ts';
import { AppearanceSection } from './appearance-section.tsx';

describe('appearance settings', () => {
  afterEach(() => {
    setThemeChoice('system');
    vi.unstubAllGlobals();
  });

  it('offers the system, light and dark schemes; a choice applies at once and is remembered', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    render(<AppearanceSection />);
    const group = screen.getByRole('group', { name: 'Motyw' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'SystemowyJak w ustawieniach urządzenia.',
      'JasnyZawsze jasne tło.',
      'CiemnyZawsze ciemne tło.',
    ]);
    expect(within(group).getByLabelText(/Systemowy/)).toHaveProperty('checked', true);

    fireEvent.click(within(group).getByLabelText(/Ciemny/));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(within(group).getByLabelText(/Ciemny/)).toHaveProperty('checked', true);

    fireEvent.click(within(group).getByLabelText(/Systemowy/));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('says so instead of offering a choice the browser cannot show', () => {
    vi.stubGlobal('CSS', { supports: () => false });
    render(<AppearanceSection />);
    expect(screen.queryByRole('group', { name: 'Motyw' })).toBeNull();
    expect(screen.getByText(/tylko w jasnym motywie/)).toBeTruthy();
  });
});
