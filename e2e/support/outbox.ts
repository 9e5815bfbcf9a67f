import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// The server writes every e-mail and SMS to DATA_DIR/outbox/*.json when no SMTP or SMS gateway is
// configured (as in these journeys). The folder is the one playwright.config.ts gave the server.

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

function outboxDir(): string {
  const dataDir = process.env.KREDA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('KREDA_E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

async function readOutbox(): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  // File names start with the timestamp, so sorting them sorts by time; temporary files start with ".".
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxMessage,
    ),
  );
}

/**
 * The six-digit code of the newest message to `to` written at or after `since` (epoch ms), waiting
 * for it to arrive. Addresses are unique per test, so the newest message is this test's. `subject`
 * picks the kind of message: a reset asked for a second after sign-up must not be answered with the
 * sign-up's code, which the one-second margin of `since` still lets through while the reset's
 * e-mail is on its way.
 */
export async function waitForCode(
  to: string,
  { since = 0, timeoutMs = 10_000, subject }: { since?: number; timeoutMs?: number; subject?: RegExp } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await readOutbox()).filter(
      (message) =>
        message.to === to &&
        Date.parse(message.createdAt) >= since - 1000 &&
        (!subject || subject.test(message.subject ?? '')),
    );
    const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code for ${to} in the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
