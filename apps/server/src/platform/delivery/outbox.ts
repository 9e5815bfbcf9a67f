import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.ts';

/**
 * The outbox folder stands in for SMTP and the SMS gateway when they are not configured: every
 * message becomes one JSON file in `DATA_DIR/outbox/`, which developers, tests and the browser
 * journeys read to follow links and codes.
 */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  /** `null` for SMS. */
  subject: string | null;
  text: string;
  /** An e-mail's one-click unsubscribe address (its `List-Unsubscribe`), when it has one. */
  unsubscribeUrl?: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export interface Outbox {
  write(message: Omit<OutboxMessage, 'createdAt'>): Promise<void>;
}

/** `logText` adds the SMS text to the log line (a developer then sees the code in the console). */
export function createOutbox(dataDir: string, logger: Logger, options: { logText?: boolean } = {}): Outbox {
  const dir = outboxDir(dataDir);
  return {
    async write(message) {
      const at = nextTimestamp();
      const stamp = at.toISOString().replace(/[-:.]/g, '');
      const name = `${stamp}-${message.channel}-${randomBytes(6).toString('hex')}.json`;
      const record: OutboxMessage = {
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.unsubscribeUrl ? { unsubscribeUrl: message.unsubscribeUrl } : {}),
        createdAt: at.toISOString(),
      };
      await mkdir(dir, { recursive: true });
      // Written beside and renamed into place, so a reader polling the folder never sees half a file.
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
      await rename(temporary, path.join(dir, name));
      logger.info(
        {
          channel: record.channel,
          to: record.to,
          subject: record.subject ?? undefined,
          text: record.channel === 'sms' && options.logText ? record.text : undefined,
          file: name,
        },
        'message written to the outbox',
      );
    },
  };
}

/** Every message in the outbox, oldest first (file names sort by time). */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(
      async (name) =>
        JSON.parse(await readFile(path.join(outboxDir(dataDir), name), 'utf8')) as OutboxMessage,
    ),
  );
}

// Two messages written within one millisecond still get increasing names, so sorting the folder
// by name gives the order they were sent in.
let lastTimestamp = 0;
function nextTimestamp(): Date {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return new Date(lastTimestamp);
}
