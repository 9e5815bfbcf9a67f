import { expect, it, vi } from 'vitest';
import type { ModuleManifest } from './core/module.ts';
import { MODULES } from './modules.ts';
import { startTestServer } from './testing/test-server.ts';

// Without a handle, Node's loop would stop at PGlite's WebAssembly promises and wait for every
// background compile task before the start goes on (runtime.ts): a timer is held until it listens.
it('holds a timer from before the database opens until the server listens', async () => {
  const set = vi.spyOn(globalThis, 'setInterval');
  const clear = vi.spyOn(globalThis, 'clearInterval');
  const cleared = (timer: unknown) => clear.mock.calls.some(([handle]) => handle === timer);
  const live = () =>
    set.mock.results.map((result) => result.value as NodeJS.Timeout).filter((t) => t.hasRef() && !cleared(t));
  let heldDuringSeed: NodeJS.Timeout[] = [];
  // Seeds run after the database opened and migrated, before anything else of the server starts.
  const probe: ModuleManifest = {
    name: 'start-probe',
    async seed() {
      heldDuringSeed = live();
    },
  };
  try {
    const server = await startTestServer({}, { modules: [...MODULES, probe] });
    expect(heldDuringSeed).toHaveLength(1);
    expect(cleared(heldDuringSeed[0])).toBe(true);
    await server.stop();
  } finally {
    set.mockRestore();
    clear.mockRestore();
  }
}, 60_000);
