import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToasterView } from '../components/ui/toaster-view.tsx';
import { toast } from './toast.ts';

describe('toasts', () => {
  it('load sonner with the first toast and show it', async () => {
    render(<ToasterView />);
    toast.success('Zapisano zmiany w profilu.');
    expect(await screen.findByText('Zapisano zmiany w profilu.')).toBeTruthy();
    toast.error('Nie udało się wylogować.');
    expect(await screen.findByText('Nie udało się wylogować.')).toBeTruthy();
  });
});
