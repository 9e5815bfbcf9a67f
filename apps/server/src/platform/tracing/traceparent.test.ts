import { describe, expect, it } from 'vitest';
import { remoteParent } from './traceparent.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('remoteParent', () => {
  it("continues a caller's trace from a valid traceparent", () => {
    expect(remoteParent(`00-${TRACE}-${SPAN}-01`)).toEqual({
      traceId: TRACE,
      spanId: SPAN,
      traceFlags: 1,
      isRemote: true,
    });
    expect(remoteParent([`00-${TRACE}-${SPAN}-00`, 'ignored'])?.traceFlags).toBe(0);
    // A later version may append fields.
    expect(remoteParent(`01-${TRACE}-${SPAN}-01-extra`)?.traceId).toBe(TRACE);
  });

  it('starts a new trace when the header is absent or malformed', () => {
    for (const header of [
      undefined,
      '',
      'garbage',
      `00-${TRACE}-${SPAN}`,
      `00-${TRACE.toUpperCase()}-${SPAN}-01`,
      `00-${'0'.repeat(32)}-${SPAN}-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `ff-${TRACE}-${SPAN}-01`,
      `00-${TRACE}-${SPAN}-01-extra`,
    ]) {
      expect(remoteParent(header), String(header)).toBeNull();
    }
  });
});
