import { describe, expect, it } from 'vitest';
import { subscriptionUrl } from './ws-client.ts';

describe('subscription endpoint', () => {
  it('follows the page: ws on http, wss on https, same host and port', () => {
    expect(subscriptionUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/graphql',
    );
    expect(subscriptionUrl({ protocol: 'https:', host: 'kreda.pl' })).toBe('wss://kreda.pl/api/graphql');
  });
});
