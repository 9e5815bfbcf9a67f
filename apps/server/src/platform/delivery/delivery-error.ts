/**
 * What callers of the delivery adapters see when a provider fails: a generic message and the
 * channel, never the provider's own text (it may name internals). The details are in the log.
 */
export class DeliveryError extends Error {
  constructor(readonly channel: 'email' | 'sms') {
    super(
      channel === 'email' ? 'The e-mail could not be delivered.' : 'The text message could not be delivered.',
    );
    this.name = 'DeliveryError';
  }
}

/** Rejects after `ms` when a client library offers no timeout of its own. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
