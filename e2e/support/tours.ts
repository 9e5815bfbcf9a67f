/**
 * The guided tours start by themselves on a first visit (apps/web/src/lib/tour.ts). Journeys begin
 * with them seen, as a returning pupil, so a tour never covers what a journey taps; the tours'
 * own journey (tours.spec.ts) begins without this.
 */
export const TOUR_KEYS = ['home', 'essays', 'essay'] as const;

export function toursSeen(origin: string) {
  return {
    cookies: [],
    origins: [
      { origin, localStorage: TOUR_KEYS.map((key) => ({ name: `kreda.tour.${key}`, value: 'done' })) },
    ],
  };
}
