import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DeltaBatch } from './delta-batch.ts';

describe('DeltaBatch', () => {
  it('sends the deltas of one turn as one, at the first one’s offset, and each later turn apart', async () => {
    const sent: [string, number][] = [];
    const batch = new DeltaBatch((delta, offset) => sent.push([delta, offset]));
    batch.add('Ala ', 0);
    batch.add('ma ', 4);
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual([['Ala ma ', 0]]);
    batch.add('kota', 7);
    await nextTurn();
    expect(sent).toEqual([
      ['Ala ma ', 0],
      ['kota', 7],
    ]);
  });

  it('sends what is pending at once on flush, and never twice', async () => {
    const sent: [string, number][] = [];
    const batch = new DeltaBatch((delta, offset) => sent.push([delta, offset]));
    batch.add('', 0);
    batch.add('x', 0);
    batch.flush();
    expect(sent).toEqual([['x', 0]]);
    await nextTurn();
    batch.flush();
    expect(sent).toEqual([['x', 0]]);
  });
});
