import { expect, test } from '@playwright/test';

test('health reports the embedded database as up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', db: 'ok' });
});

test('the page can query reference data over /api/graphql and subscribe over WebSocket', async ({ page }) => {
  await page.goto('/');
  const topics = await page.evaluate(async () => {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-kreda-csrf': '1' },
      body: JSON.stringify({
        query:
          'query { getbyprzedmiotandpoziom(getbyprzedmiotandpoziomInput: { przedmiot: polish, poziom: SREDNI_JEDEN }) { temat } }',
      }),
    });
    return (await response.json()).data.getbyprzedmiotandpoziom.map((t: { temat: string }) => t.temat);
  });
  expect(topics.length).toBeGreaterThan(0);

  const beat = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const ws = new WebSocket(
          `${location.origin.replace('http', 'ws')}/api/graphql`,
          'graphql-transport-ws',
        );
        ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init' }));
        ws.onmessage = (event) => {
          const message = JSON.parse(event.data);
          if (message.type === 'connection_ack') {
            ws.send(
              JSON.stringify({
                id: '1',
                type: 'subscribe',
                payload: {
                  query: 'subscription { heartbeat(heartbeatInput: { intervalMs: 1000 }) { sequence } }',
                },
              }),
            );
          } else if (message.type === 'next') {
            ws.close();
            resolve(message.payload.data.heartbeat);
          }
        };
        ws.onerror = () => reject(new Error('websocket error'));
      }),
  );
  expect(beat).toEqual({ sequence: 1 });
});

test('the build manifest is served fresh for new-build detection', async ({ request }) => {
  const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = await response.json();
  expect(typeof manifest.id).toBe('string');
  expect(manifest.id.length).toBeGreaterThan(0);
});
