import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../lib/cookies.ts';
import { GraphQLRequestError } from '../lib/graphql-errors.ts';
import { wantToaster } from '../lib/toast.ts';
import { AppProviders } from './providers.tsx';
import { shouldRetryQuery } from './query-client.ts';

describe('app providers', () => {
  it('sets the locale cookie on start and shows one toast at a time', async () => {
    render(
      <AppProviders>
        <p>Aplikacja</p>
      </AppProviders>,
    );
    expect(screen.getByText('Aplikacja')).toBeTruthy();
    expect(readCookie('locale')).toBe('pl-PL');
    // The toaster is its own chunk, asked for once the first page has rendered (the root route).
    expect(screen.queryByRole('region', { name: /Powiadomienia/ })).toBeNull();
    act(wantToaster);
    expect(await screen.findByRole('region', { name: /Powiadomienia/ })).toBeTruthy();

    act(() => {
      toast('Pierwszy komunikat');
      toast('Pomyślnie usunięto');
    });
    expect(await screen.findByText('Pomyślnie usunięto')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Zamknij powiadomienie' }).length).toBeGreaterThan(0);
    // Only the newest toast is visible (spec point 9).
    const shown = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(shown).toHaveLength(1);
  });
});

describe('query retry policy', () => {
  const error = (code: string) => new GraphQLRequestError({ code, status: 200, message: 'x' });

  it('retries a failed query once, unless retrying cannot help', () => {
    expect(shouldRetryQuery(0, error('NETWORK_ERROR'))).toBe(true);
    expect(shouldRetryQuery(1, error('NETWORK_ERROR'))).toBe(false);
    expect(shouldRetryQuery(0, error('UNAUTHENTICATED'))).toBe(false);
    expect(shouldRetryQuery(0, error('INSUFFICIENT_RESOURCES'))).toBe(false);
  });
});
