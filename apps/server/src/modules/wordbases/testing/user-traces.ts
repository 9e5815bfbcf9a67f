import { dataOf } from '../../../testing/session-client.ts';
import type { ToolTraceFiller } from '../../../testing/user-traces.ts';
import { typedBase, WORDBASES } from './documents.ts';
import { createWordBaseModel } from './fake-model.ts';

declare module '../../../testing/user-traces.ts' {
  interface ToolTraces {
    /** A typed word base with one flashcard rated and one exercise answered (its reviews and sessions). */
    words: Awaited<ReturnType<typeof typedBase>>;
  }
}

/** What the word bases keep of a pupil, for the account's deletion and data-export tests. */
export const userTraces: ToolTraceFiller<'words'> = {
  key: 'words',
  async fill({ user, workspaceId, marker, ai }) {
    const base = await typedBase(
      user,
      { id: workspaceId },
      {
        name: `Słówka ${marker}`,
        words: [
          { word: `dog`, translation: `pies ${marker}` },
          { word: 'cat', translation: 'kot' },
          { word: 'house', translation: 'dom' },
        ],
      },
    );
    const cards = dataOf(
      await user.client.gql(WORDBASES.start, { input: { wordBaseId: base.id, wordBaseSessionType: 'WORD' } }),
    ).start;
    dataOf(
      await user.client.gql(WORDBASES.practice, {
        input: { sessionId: cards.id, wordId: cards.nextWord?.id ?? '', rating: 'WIEM' },
      }),
    );
    const model = createWordBaseModel();
    ai.script(model.reply);
    const round = dataOf(
      await user.client.gql(WORDBASES.start, {
        input: { wordBaseId: base.id, wordBaseSessionType: 'EXERCISE', count: 3 },
      }),
    ).start;
    dataOf(
      await user.client.gql(WORDBASES.validate, {
        input: {
          sessionId: round.id,
          exerciseId: round.exercises[0]?.id ?? '',
          answer: round.exercises[0]?.word ?? '',
        },
      }),
    );
    return base;
  },
};
