import { setTimeout as sleep } from 'node:timers/promises';
import { badInput } from '../../core/domain-error.ts';
import type { AppConfig, Resolvers } from '../../graphql/generated/resolvers-types.ts';

const DEFAULT_INTERVAL_MS = 15_000;
// A second at least: a socket may run 25 operations, and each beat costs a message.
const MIN_INTERVAL_MS = 1000;
const MAX_INTERVAL_MS = 60_000;

/** What getAppConfig returns before the field resolvers here, which read config. */
export type AppConfigParent = Omit<AppConfig, 'operator' | 'sentryDsn' | 'sentryEnvironment'>;

export const systemResolvers: Resolvers = {
  AppConfig: {
    // The operator comes from configuration (OPERATOR_*), or is the marked example outside production.
    operator: (_, __, { config }) => ({
      ...config.operator,
      krs: config.operator.krs ?? null,
      nip: config.operator.nip ?? null,
    }),
    // Error reporting of the web app (ADR 035): the DSN is public (every browser sends with it).
    sentryDsn: (_, __, { config }) => config.errorReporting.webDsn ?? null,
    sentryEnvironment: (_, __, { config }) =>
      config.errorReporting.webDsn ? config.errorReporting.environment : null,
  },
  Subscription: {
    heartbeat: {
      subscribe: (_, { heartbeatInput }, { version }) => {
        const intervalMs = heartbeatInput?.intervalMs ?? DEFAULT_INTERVAL_MS;
        if (intervalMs < MIN_INTERVAL_MS || intervalMs > MAX_INTERVAL_MS) {
          throw badInput({
            intervalMs: `Odstęp musi wynosić od ${MIN_INTERVAL_MS} do ${MAX_INTERVAL_MS} ms`,
          });
        }
        return beats(intervalMs, version);
      },
      resolve: (beat: { sequence: number; at: Date; version: string }) => beat,
    },
  },
};

async function* beats(intervalMs: number, version: string) {
  // The generator is returned by the client's unsubscribe; the pending sleep then simply ends.
  for (let sequence = 1; ; sequence += 1) {
    await sleep(intervalMs);
    yield { sequence, at: new Date(), version };
  }
}
