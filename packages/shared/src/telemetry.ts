// Product telemetry (issue 31, ADR 037): what the web app may report to our own collector,
// POST /api/telemetry, and the limits of one batch. Both sides read this one list: the web app
// types what it sends by it, the server builds its strict schema from it and refuses anything else.
// Every property is an enum value, a route pattern or a bounded number: no text a pupil wrote, no
// address, no id of anything they made.

/** Where the web app sends its batches (same origin). */
export const TELEMETRY_PATH = '/api/telemetry';
/** Most events in one batch. */
export const TELEMETRY_MAX_EVENTS = 50;
/** Largest batch body, in bytes. */
export const TELEMETRY_MAX_BYTES = 32 * 1024;

/**
 * The tools as telemetry names them (the web registry's `telemetry` field): stable, never shown,
 * never renamed with the UI.
 */
export const TELEMETRY_TOOLS = [
  'workspaces',
  'chat',
  'materials',
  'notes',
  'quizzes',
  'essays',
  'test_solver',
  'ai_tutors',
  'word_bases',
  'library',
  'account',
  'limits',
] as const;
export type TelemetryTool = (typeof TELEMETRY_TOOLS)[number];

/** The guided tours' keys (the web's `Tour.key`; a tour's completion is stored under it locally). */
export const TOUR_KEYS = ['home', 'essays', 'essay'] as const;
export type TourKey = (typeof TOUR_KEYS)[number];

/** The Core Web Vitals the app measures: LCP and INP in milliseconds, CLS unitless. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** Largest duration or vital value accepted (ten minutes in ms; CLS stays far below). */
export const TELEMETRY_MAX_VALUE = 600_000;
/** Longest route pattern accepted. */
export const ROUTE_PATTERN_MAX_LENGTH = 120;

/** Each event's name and its properties. Names are `<thing>.<pastTense>`, as domain events' are. */
export interface TelemetryEvents {
  /** A page was shown: the router's pattern (`/workspace/:slug/quiz/:id`), never the address. */
  'page.viewed': { route: string };
  /** A tool was entered from outside it (from another tool or the home page). */
  'tool.opened': { tool: TelemetryTool };
  /** A guided tour was seen to its last step. */
  'tour.completed': { tourKey: TourKey };
  /** A guided tour was closed before its last step. */
  'tour.skipped': { tourKey: TourKey };
  /** The app's first page loaded: time to the first byte and to the load event, in ms. */
  'app.loaded': { ttfbMs: number; loadMs: number };
  /** A Core Web Vital of the page load, measured when the tab was hidden. */
  'vital.measured': { name: WebVital; value: number };
}
export type TelemetryEventName = keyof TelemetryEvents;

export const TELEMETRY_EVENT_NAMES = [
  'page.viewed',
  'tool.opened',
  'tour.completed',
  'tour.skipped',
  'app.loaded',
  'vital.measured',
] as const satisfies readonly TelemetryEventName[];

/** One event as sent: `at` is the browser's ISO time of the event. */
export type TelemetryEvent<N extends TelemetryEventName = TelemetryEventName> = {
  [K in N]: { name: K; at: string; props: TelemetryEvents[K] };
}[N];

/** One POST body. */
export interface TelemetryBatch {
  /** A random UUID per page load (never stored on the device), to count visits without an account. */
  sessionId: string;
  /** The browser's ISO time of sending: the server corrects the events' times by its clock's offset. */
  sentAt: string;
  events: TelemetryEvent[];
}

/**
 * A path segment of a pattern: a parameter (`:id`, `:resultId?`), a splat (`*`), or a static word
 * of lower-case letters, digits, `-` and `_` with at most two digits (`1solver`), so a concrete
 * id (a UUID, a number) never passes for one.
 */
function isPatternSegment(segment: string): boolean {
  if (/^:[A-Za-z][A-Za-z0-9]{0,30}\??$/.test(segment) || segment === '*') return true;
  if (!/^[a-z0-9][a-z0-9_-]{0,39}$/.test(segment)) return false;
  return (segment.match(/\d/g) ?? []).length <= 2;
}

/** Whether `value` is a route pattern such as `/`, `/app/quizy` or `/workspace/:slug/quiz/:id`. */
export function isRoutePattern(value: string): boolean {
  if (value === '/') return true;
  if (value.length > ROUTE_PATTERN_MAX_LENGTH || !value.startsWith('/')) return false;
  return value.slice(1).split('/').every(isPatternSegment);
}
