import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { toast, toasterWanted } from './toast.ts';

describe('toasts', () => {
  it('mount the toaster with the first toast when nothing asked for it yet, and show that toast', async () => {
    // sonner already loaded (another toast's chunk): only the view's mount is left to wait for.
    await import('sonner');
    render(<Toaster />);
    // Not on the page's first load: nothing is mounted until it is asked for.
    expect(toasterWanted.get()).toBe(false);
    expect(screen.queryByLabelText(/Powiadomienia/)).toBeNull();
    toast.success('Zapisano zmiany w profilu.');
    // Shown although it came before the toaster was there to listen.
    expect(await screen.findByText('Zapisano zmiany w profilu.')).toBeTruthy();
    toast.error('Nie udało się wylogować.');
    expect(await screen.findByText('Nie udało się wylogować.')).toBeTruthy();
  });
});
