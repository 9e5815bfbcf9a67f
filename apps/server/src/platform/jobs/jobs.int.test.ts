import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { startServer } from '../../runtime.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { jobIdFor } from './jobs.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('durable jobs', () => {
  it('derives one stable UUID per queue and key', () => {
    expect(jobIdFor('q', 'doc-1')).toBe(jobIdFor('q', 'doc-1'));
    expect(jobIdFor('q', 'doc-1')).not.toBe(jobIdFor('q', 'doc-2'));
    expect(jobIdFor('q', 'doc-1')).not.toBe(jobIdFor('r', 'doc-1'));
    expect(jobIdFor('q', 'doc-1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('runs a job once per business key, however often it is sent', async () => {
    const runs: string[] = [];
    await server.runtime.jobs.define<{ docId: string }>({
      name: 'test-once',
      handler: async (data) => {
        runs.push(data.docId);
      },
    });
    expect(await server.runtime.jobs.send('test-once', { docId: 'a' }, 'a')).toBe(true);
    expect(await server.runtime.jobs.send('test-once', { docId: 'a' }, 'a')).toBe(false);
    expect(await server.runtime.jobs.send('test-once', { docId: 'b' }, 'b')).toBe(true);
    await until(() => runs.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(runs.sort()).toEqual(['a', 'b']);
    expect(await server.runtime.jobs.send('test-once', { docId: 'a' }, 'a')).toBe(false);
  });

  it('retries a failed attempt and succeeds', async () => {
    const attempts: number[] = [];
    await server.runtime.jobs.define<{ n: number }>({
      name: 'test-retry',
      retryDelaySeconds: 1,
      handler: async (_data, context) => {
        attempts.push(context.attempt);
        if (context.attempt === 1) throw new Error('pierwsza próba się nie udała');
      },
    });
    await server.runtime.jobs.send('test-retry', { n: 1 }, 'one');
    await until(() => attempts.length === 2);
    expect(attempts).toEqual([1, 2]);
  });

  it('calls the final-failure hook once after the last attempt', async () => {
    const attempts: boolean[] = [];
    const failed: { id: string; message: string }[] = [];
    await server.runtime.jobs.define<{ id: string }>({
      name: 'test-final',
      retryLimit: 1,
      retryDelaySeconds: 1,
      handler: async (_data, context) => {
        attempts.push(context.isLastAttempt);
        throw new Error('zawsze źle');
      },
      onFinalFailure: async (data, error) => {
        failed.push({ id: data.id, message: (error as Error).message });
      },
    });
    await server.runtime.jobs.send('test-final', { id: 'x' }, 'x');
    await until(() => failed.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(attempts).toEqual([false, true]);
    expect(failed).toEqual([{ id: 'x', message: 'zawsze źle' }]);
  });
});

// The embedded database is one process: a restart must pick up what the last run cut off. (With
// PostgreSQL, other workers may still be running a job, so a lost run comes back when its process's
// heartbeat stops: heartbeat.int.test.ts.)
describe.skipIf(!!loadConfig({ ...process.env }).databaseUrl)('restart in the middle of a job', () => {
  it('resumes the job after the server restarts on the same data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kreda-jobs-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
    });
    const events: string[] = [];
    try {
      const first = await startServer(config, { webDist: null });
      await first.jobs.define<{ docId: string }>({
        name: 'test-resume',
        handler: async (data, context) => {
          events.push(`start:${data.docId}:${context.attempt}`);
          // Long work, cut off by the shutdown below.
          await new Promise((_resolve, reject) => {
            context.signal.addEventListener('abort', () => reject(context.signal.reason));
          });
        },
      });
      await first.jobs.send('test-resume', { docId: 'doc-1' }, 'doc-1');
      await until(() => events.length === 1);
      await first.stop();

      const second = await startServer(config, { webDist: null });
      try {
        await second.jobs.define<{ docId: string }>({
          name: 'test-resume',
          handler: async (data) => {
            events.push(`done:${data.docId}`);
          },
        });
        await until(() => events.includes('done:doc-1'));
        expect(events[0]).toBe('start:doc-1:1');
        expect(events.filter((e) => e === 'done:doc-1')).toHaveLength(1);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
