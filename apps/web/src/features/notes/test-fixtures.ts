import type { Note } from './api/note-fragments.ts';

/** A note as the server sends it, for this feature's tests. */
export function fakeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 'note-1',
    workspaceId: 'ws-1',
    name: 'Ułamki',
    content: 'Ułamek to $\\frac{a}{b}$.',
    action: 'USER_GENERATED',
    createdAt: '2024-03-05T10:15:00Z',
    updatedAt: '2024-03-05T10:15:00Z',
    ...overrides,
  };
}
