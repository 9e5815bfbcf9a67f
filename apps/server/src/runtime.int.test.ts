import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { loadConfig } from './config/config.ts';
import type { ModuleManifest } from './core/module.ts';
import { MODULES } from './modules.ts';
import { startServer } from './runtime.ts';

// Without a handle, Node's loop would stop at PGlite's WebAssembly promises and wait for every
// background compile task before the start goes on (runtime.ts): a timer is held until it listens.
it('holds a timer from before the database opens until the server listens', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-start-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
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
    const runtime = await startServer(config, { webDist: null, modules: [...MODULES, probe] });
    expect(heldDuringSeed).toHaveLength(1);
    expect(cleared(heldDuringSeed[0])).toBe(true);
    await runtime.stop();
  } finally {
    set.mockRestore();
    clear.mockRestore();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);
