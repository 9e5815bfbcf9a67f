import type { ModuleManifest } from '../../core/module.ts';
import './events.ts';
import { retentionTask } from './retention.ts';

/**
 * Product telemetry (ADR 037): the web app's batched reports (page views by route pattern, tool
 * opens, guided tours, load times) arrive at `POST /api/telemetry`, are checked against the
 * allow-list of `@kreda/shared/telemetry` and stored as domain events through the events module,
 * which also reads them back for the admin statistics (`activityStatistics`). Kept a year.
 */
export const telemetryModule: ModuleManifest = {
  name: 'telemetry',
  tasks: [retentionTask],
};

export { registerTelemetryRoute } from './route.ts';
