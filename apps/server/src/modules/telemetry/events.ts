import type { TelemetryEvents } from '@kreda/shared/telemetry';

// The browsers' telemetry as domain events (ADR 037; declaration merging into DomainEvents, ADR
// 018). The names and payloads are the wire's (`@kreda/shared/telemetry`), stored as sent; the
// entity is the visit (`web-visit`: a random id per page load), the user the signed-in one or none.
declare module '../../core/events.ts' {
  interface DomainEvents {
    /** A page was shown, by its route pattern (never the address). */
    'page.viewed': TelemetryEvents['page.viewed'];
    /** A tool was entered from outside it. */
    'tool.opened': TelemetryEvents['tool.opened'];
    /** A guided tour was seen to its last step. */
    'tour.completed': TelemetryEvents['tour.completed'];
    /** A guided tour was closed before its last step. */
    'tour.skipped': TelemetryEvents['tour.skipped'];
    /** The app's first page loaded (time to first byte, to the load event; ms). */
    'app.loaded': TelemetryEvents['app.loaded'];
    /** A Core Web Vital of a page load. */
    'vital.measured': TelemetryEvents['vital.measured'];
  }
}
