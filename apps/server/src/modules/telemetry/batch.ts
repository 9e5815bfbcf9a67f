import {
  isRoutePattern,
  TELEMETRY_EVENT_NAMES,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_MAX_VALUE,
  TELEMETRY_TOOLS,
  type TelemetryBatch,
  type TelemetryEventName,
  type TelemetryEvents,
  TOUR_KEYS,
  WEB_VITALS,
} from '@kreda/shared/telemetry';
import { z } from 'zod';

/*
 * The strict check of one telemetry batch (ADR 037): only the allow-listed events, each with
 * exactly its properties — enum values, route patterns, finite bounded numbers. Anything else
 * refuses the whole batch with a Polish message naming the first bad event.
 */

const measure = z.number().min(0).max(TELEMETRY_MAX_VALUE);
const tour = z.strictObject({ tourKey: z.enum(TOUR_KEYS) });

const PROPS: { [N in TelemetryEventName]: z.ZodType<TelemetryEvents[N]> } = {
  'page.viewed': z.strictObject({ route: z.string().refine(isRoutePattern) }),
  'tool.opened': z.strictObject({ tool: z.enum(TELEMETRY_TOOLS) }),
  'tour.completed': tour,
  'tour.skipped': tour,
  'app.loaded': z.strictObject({ ttfbMs: measure, loadMs: measure }),
  'vital.measured': z.strictObject({ name: z.enum(WEB_VITALS), value: measure }),
};

const envelope = z.strictObject({
  sessionId: z.uuid(),
  sentAt: z.iso.datetime(),
  events: z.array(z.unknown()),
});
const eventShape = z.strictObject({ name: z.string(), at: z.iso.datetime(), props: z.unknown() });

const isEventName = (name: string): name is TelemetryEventName =>
  (TELEMETRY_EVENT_NAMES as readonly string[]).includes(name);

export type ParsedBatch = { ok: true; batch: TelemetryBatch } | { ok: false; message: string };

/** Checks a parsed JSON body; the first problem found is the refusal's Polish message. */
export function parseTelemetryBatch(body: unknown): ParsedBatch {
  const parsed = envelope.safeParse(body);
  if (!parsed.success)
    return { ok: false, message: 'Nieprawidłowa paczka danych o korzystaniu z aplikacji.' };
  const { sessionId, sentAt, events } = parsed.data;
  if (events.length === 0) return { ok: false, message: 'Paczka nie zawiera żadnych zdarzeń.' };
  if (events.length > TELEMETRY_MAX_EVENTS)
    return { ok: false, message: `Paczka może zawierać najwyżej ${TELEMETRY_MAX_EVENTS} zdarzeń.` };
  const checked: TelemetryBatch['events'] = [];
  for (const [index, raw] of events.entries()) {
    const event = eventShape.safeParse(raw);
    const number = index + 1;
    if (!event.success || !isEventName(event.data.name))
      return { ok: false, message: `Nieznane albo niepełne zdarzenie (nr ${number}).` };
    const { name, at } = event.data;
    const props = PROPS[name].safeParse(event.data.props);
    if (!props.success)
      return { ok: false, message: `Niedozwolone dane w zdarzeniu „${name}” (nr ${number}).` };
    checked.push({ name, at, props: props.data } as TelemetryBatch['events'][number]);
  }
  return { ok: true, batch: { sessionId, sentAt, events: checked } };
}
