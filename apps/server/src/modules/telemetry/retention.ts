import { TELEMETRY_EVENT_NAMES } from '@kreda/shared/telemetry';
import type { ModuleTask } from '../../core/module.ts';
import type { DB } from '../../platform/db/database.ts';
import { deleteEventsBefore } from '../events/index.ts';

/** How long telemetry is kept (the privacy policy says so): a year, enough to compare seasons. */
export const TELEMETRY_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes telemetry older than the retention period, signed-in or not; business events stay. */
export function pruneTelemetry(deps: { db: DB }, now: Date = new Date()): Promise<number> {
  return deleteEventsBefore(
    deps,
    TELEMETRY_EVENT_NAMES,
    new Date(now.getTime() - TELEMETRY_RETENTION_DAYS * DAY_MS),
  );
}

/** Once a day, and in the background at start-up. */
export const retentionTask: ModuleTask = {
  name: 'telemetry-retention',
  everyMs: DAY_MS,
  atStartup: 'background',
  run: (deps) => pruneTelemetry(deps),
};
