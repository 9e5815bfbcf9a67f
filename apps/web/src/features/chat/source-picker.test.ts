import { describe, expect, it } from 'vitest';
import type { ActionSources } from '../../lib/api/get-action-sources.ts';
import { initialChoice } from './source-picker.tsx';

const doc = (id: string, state = 'SOLVED') =>
  ({ __typename: 'UserDoc', id, name: `${id}.pdf`, state, sourceType: 'NOTATKA' }) as const;

function sources(
  selected: ActionSources['selected'],
  docs = [doc('a'), doc('b'), doc('reading', 'SOLVING')],
) {
  return {
    workspaceId: 'w',
    selected,
    groups: [
      {
        type: 'NOTATKA',
        label: 'Notatka',
        sources: [...docs, { __typename: 'AiNote', id: 'n', name: 'Wzory' }],
      },
    ],
    fromTools: [
      {
        itemType: 'QUIZ_RESULT',
        label: 'Wyniki quizów',
        sources: [{ __typename: 'QuizResult', id: 'q', name: 'Quiz' }],
      },
    ],
  } as unknown as ActionSources;
}

describe('the chat’s first choice of materials', () => {
  it('ticks every material that has been read when nothing was chosen yet in the workspace', () => {
    expect(initialChoice(sources(null))).toEqual([
      { type: 'USER_DOC', id: 'a' },
      { type: 'USER_DOC', id: 'b' },
      { type: 'AI_NOTE', id: 'n' },
    ]);
  });

  it('offers the last choice again, without what can no longer be chosen', () => {
    const selected = {
      id: 's',
      items: [
        { type: 'USER_DOC', id: 'b' },
        { type: 'QUIZ_RESULT', id: 'q' },
        { type: 'USER_DOC', id: 'gone' },
        { type: 'USER_DOC', id: 'reading' },
      ],
    } as ActionSources['selected'];
    expect(initialChoice(sources(selected))).toEqual([
      { type: 'USER_DOC', id: 'b' },
      { type: 'QUIZ_RESULT', id: 'q' },
    ]);
  });
});
